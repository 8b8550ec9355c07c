// The settings screen as plain logic: variables grouped per category (cards), form values per variable type,
// the save payload of one category (POST /web/admin/save_variables saves only the keys of the category it is sent)
// and the texts shown with it. Types and categories follow src/soepkern/domain/site_settings.py.

import { parseTimeInput } from '../../lib/rules/times';

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

/** The time fields of a card whose text cannot be read as a time (empty is fine): all of them, checked at once. */
export function unreadableTimes(variables: SettingsVariable[], values: CategoryValues): string[] {
  return variables
    .filter((variable) => variable.type === 'timepicker')
    .filter((variable) => {
      const text = values[variable.key];
      return typeof text === 'string' && text.trim() !== '' && parseTimeInput(text) === null;
    })
    .map((variable) => variable.key);
}

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

export interface Placeholder {
  name: string;
  meaning: string;
}

const placeholder = (name: string, meaning: string): Placeholder => ({ name, meaning });
const CONTACT_PLACEHOLDERS: readonly Placeholder[] = [
  placeholder('contact_telefoonnummer', 'ons telefoonnummer'),
  placeholder('contact_email', 'ons e-mailadres'),
  placeholder('contactformulier_link', 'link naar het contactformulier'),
];

/**
 * The placeholders the order mail's text may use (spec doc 1 section 3), with what each one shows. The server
 * accepts exactly these (ORDER_PLACEHOLDERS in src/soepkern/domain/mail_texts.py; tests/unit/test_mail_texts.py
 * checks that both lists agree).
 */
export const ORDER_MAIL_PLACEHOLDERS: readonly Placeholder[] = [
  placeholder('bestelnummer', 'bestelnummer'),
  placeholder('name', 'naam van de klant'),
  placeholder('bedrijfsnaam', 'bedrijfsnaam'),
  placeholder('email', 'e-mailadres'),
  placeholder('telefoonnummer', 'telefoonnummer'),
  placeholder('postcode', 'postcode'),
  placeholder('huisnummer', 'huisnummer'),
  placeholder('huisnummer_extensie', 'toevoeging'),
  placeholder('straat', 'straat'),
  placeholder('plaats', 'plaats'),
  placeholder('bezorg_optie', 'ophalen of bezorgen'),
  placeholder('totaal', 'totaalprijs'),
  placeholder('korting', 'totale korting'),
  placeholder('producten', 'de bestelde soepen'),
  placeholder('bezorgen_van', 'begin bezorgtijd'),
  placeholder('bezorgen_tot', 'einde bezorgtijd'),
  placeholder('ophalen_vanaf', 'begin ophaaltijd'),
  ...CONTACT_PLACEHOLDERS,
];

/** The placeholders the donation mail's text may use (DONATION_PLACEHOLDERS in src/soepkern/domain/mail_texts.py). */
export const DONATION_MAIL_PLACEHOLDERS: readonly Placeholder[] = [
  placeholder('name', 'naam van de donateur'),
  placeholder('bedrijfsnaam', 'bedrijfsnaam'),
  placeholder('email', 'e-mailadres'),
  placeholder('postcode', 'postcode'),
  placeholder('huisnummer', 'huisnummer'),
  placeholder('straat', 'straat'),
  placeholder('plaats', 'plaats'),
  placeholder('donatie_bedrag', 'bedrag van de donatie'),
  placeholder('datum', 'datum van de donatie'),
  ...CONTACT_PLACEHOLDERS,
];

/** The placeholders of the waitlist's joined mail (WAITLIST_PLACEHOLDERS in src/soepkern/domain/mail_texts.py). */
export const WAITLIST_MAIL_PLACEHOLDERS: readonly Placeholder[] = [
  placeholder('name', 'naam van de klant'),
  placeholder('soep', 'de soep'),
  placeholder('dag', 'de besteldag'),
  placeholder('porties', 'aantal porties'),
  ...CONTACT_PLACEHOLDERS,
];

/** The placeholders of the waitlist's offer mail (WAITLIST_OFFER_PLACEHOLDERS in src/soepkern/domain/mail_texts.py). */
export const WAITLIST_OFFER_MAIL_PLACEHOLDERS: readonly Placeholder[] = [
  ...WAITLIST_MAIL_PLACEHOLDERS,
  placeholder('tot', 'tijd tot wanneer het aanbod vastgehouden wordt'),
];

/** Each e-mail text with placeholders (src/soepkern/domain/mail_texts.py) and the placeholders it may use; each gets
 * its list and a preview. */
const MAIL_TEXT_PLACEHOLDERS: Record<string, readonly Placeholder[]> = {
  email_tekst_bestelling: ORDER_MAIL_PLACEHOLDERS,
  email_tekst_bestelling_aangepast: ORDER_MAIL_PLACEHOLDERS,
  email_tekst_bestelling_geannuleerd: ORDER_MAIL_PLACEHOLDERS,
  email_tekst_wachtlijst: WAITLIST_MAIL_PLACEHOLDERS,
  email_tekst_wachtlijst_aanbod: WAITLIST_OFFER_MAIL_PLACEHOLDERS,
  email_tekst_donatie: DONATION_MAIL_PLACEHOLDERS,
};

/** The placeholders an e-mail text may use (shown with its editor), or null for any other variable. */
export function placeholdersFor(key: string): readonly Placeholder[] | null {
  return MAIL_TEXT_PLACEHOLDERS[key] ?? null;
}

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

// The settings screens' own failure texts beside SAVE_FAILED; none where the API client already spoke (0127).
export const UPLOAD_FAILED = 'Het uploaden is niet gelukt. Probeer het opnieuw.';
export const PREVIEW_FAILED = 'Het voorbeeld kon niet worden gemaakt.';
export const RETRY_FAILED = 'De e-mail kon niet opnieuw worden aangeboden.';
