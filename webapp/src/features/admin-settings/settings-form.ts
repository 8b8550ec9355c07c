// The settings screen as plain logic: variables grouped per category (cards), form values per variable type,
// the save payload of one category (POST /web/admin/save_variables saves only the keys of the category it is sent)
// and the texts shown with it. Types and categories follow src/soepkern/domain/site_settings.py.

export type VariableType =
  | 'boolean'
  | 'switch'
  | 'editor'
  | 'input'
  | 'checkbox'
  | 'timepicker'
  | 'select'
  | 'file_upload';

export interface SettingsVariable {
  key: string;
  value: string | number;
  name: string;
  type: VariableType;
  category: string;
  options: string[] | null;
}

export type FormValue = string | boolean;
export type CategoryValues = Record<string, FormValue>;

export const CATEGORY_LABELS: Record<string, string> = {
  website_open: 'Webwinkel open of gesloten',
  soep_paginas: "Pagina's dagelijkse soep",
  soep_emails: 'E-mails en meldingen',
  soep_bezorgen_en_ophalen: 'Bezorgen en ophalen',
  soep_contact_gegevens: 'Contactgegevens',
  home_tekst: 'Teksten op de homepagina',
  meedoen_tekst: 'Teksten meedoen',
  donaties: 'Donaties',
  vacatures: 'Vacatures',
  paginas_over_ons: "Pagina's over ons",
  paginas_dagprogramma_en_wonen: "Pagina's dagprogramma en wonen",
  paginas_werkplaatsen: "Pagina's werkplaatsen",
  paginas_meedoen: "Pagina's meedoen",
  paginas_privacy: 'Privacyverklaring',
};

/** A readable title for a category the screen does not know yet ('over_ons_tekst' -> 'Over ons tekst'). */
export function categoryLabel(category: string): string {
  const known = CATEGORY_LABELS[category];
  if (known) return known;
  const words = category.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The placeholders that e-mail texts may use (spec doc 1 section 3), with what each one shows. */
export const MAIL_PLACEHOLDERS: readonly { name: string; meaning: string }[] = [
  { name: 'bestelnummer', meaning: 'bestelnummer' },
  { name: 'name', meaning: 'naam van de klant' },
  { name: 'bedrijfsnaam', meaning: 'bedrijfsnaam' },
  { name: 'email', meaning: 'e-mailadres' },
  { name: 'telefoonnummer', meaning: 'telefoonnummer' },
  { name: 'postcode', meaning: 'postcode' },
  { name: 'huisnummer', meaning: 'huisnummer' },
  { name: 'huisnummer_extensie', meaning: 'toevoeging' },
  { name: 'straat', meaning: 'straat' },
  { name: 'plaats', meaning: 'plaats' },
  { name: 'bezorg_optie', meaning: 'ophalen of bezorgen' },
  { name: 'totaal', meaning: 'totaalprijs' },
  { name: 'korting', meaning: 'totale korting' },
  { name: 'producten', meaning: 'de bestelde soepen' },
  { name: 'bezorgen_van', meaning: 'begin bezorgtijd' },
  { name: 'bezorgen_tot', meaning: 'einde bezorgtijd' },
  { name: 'ophalen_vanaf', meaning: 'begin ophaaltijd' },
  { name: 'donatie_bedrag', meaning: 'bedrag van de donatie' },
  { name: 'contact_telefoonnummer', meaning: 'ons telefoonnummer' },
  { name: 'contact_email', meaning: 'ons e-mailadres' },
  { name: 'contactformulier_link', meaning: 'link naar het contactformulier' },
];

/** The e-mail texts with placeholders (src/soepkern/domain/mail_texts.py); they get a preview. */
export const MAIL_TEXT_KEYS: readonly string[] = ['email_tekst_bestelling', 'email_tekst_donatie'];

export const PLACEHOLDER_CATEGORIES: readonly string[] = ['soep_emails', 'donaties'];

export interface CategoryGroup {
  category: string;
  label: string;
  variables: SettingsVariable[];
}

/** The cards in the server's category order; categories without variables are left out. */
export function groupByCategory(variables: readonly SettingsVariable[], order: readonly string[]): CategoryGroup[] {
  const seen = [...order, ...variables.map((variable) => variable.category).filter((c) => !order.includes(c))];
  return [...new Set(seen)]
    .map((category) => ({
      category,
      label: categoryLabel(category),
      variables: variables.filter((variable) => variable.category === category),
    }))
    .filter((group) => group.variables.length > 0);
}

export function isBooleanType(type: VariableType): boolean {
  return type === 'boolean' || type === 'switch' || type === 'checkbox';
}

export function formValueOf(variable: SettingsVariable): FormValue {
  if (isBooleanType(variable.type)) return variable.value === 1 || variable.value === '1';
  return String(variable.value ?? '');
}

export function initialValues(variables: readonly SettingsVariable[]): CategoryValues {
  return Object.fromEntries(variables.map((variable) => [variable.key, formValueOf(variable)]));
}

/** The body of save_variables for one card: its category and every one of its values (booleans as 1/0). */
export function savePayload(category: string, values: CategoryValues): Record<string, string | number> {
  const payload: Record<string, string | number> = { category };
  for (const [key, value] of Object.entries(values)) payload[key] = typeof value === 'boolean' ? (value ? 1 : 0) : value;
  return payload;
}

export function changedKeys(initial: CategoryValues, current: CategoryValues): string[] {
  return Object.keys(current).filter((key) => current[key] !== initial[key]);
}

export const CLOSED_MESSAGE_MIN_LENGTH = 8;

/** A non-empty closed message shorter than 8 characters is emptied by the server (spec doc 1 section 5). */
export function closedMessageWillBeEmptied(message: FormValue | undefined): boolean {
  if (typeof message !== 'string') return false;
  const length = message.trim().length;
  return length > 0 && length < CLOSED_MESSAGE_MIN_LENGTH;
}

export const SAVED = 'Variabelen opgeslagen';
export const SAVE_FAILED = 'Opslaan is niet gelukt. Probeer het opnieuw.';
/** How long the red snackbar with a 422 message stays (spec doc 2 section 8: 10 seconds). */
export const REFUSED_SNACKBAR_MS = 10_000;
