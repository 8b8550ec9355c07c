// The donation form's rules (spec doc 1 sections 2, 4, 9; decision 0010): preset or custom amount, anonymous
// clears every personal field before sending, business needs a company name.
import { ApiError, shownByClient, ValidationError } from '../../lib/api-errors';
import { formatEuro, parseEuroInput } from '../../lib/rules/money';
import { isValidPostcode } from '../../lib/rules/postcode';

/** The donation form's heading, picture category and text variable (the page and the server's first paint). */
export const DONATE_PAGE = { title: 'Doneren', category: 'meedoen_doneren', variable: 'doneren_tekst' } as const;

export const PRESET_AMOUNTS = [500, 1000, 2500] as const;
export const MIN_AMOUNT = 100;
export const MAX_AMOUNT = 1_000_000;

export type AmountChoice = 'none' | 'custom' | `${(typeof PRESET_AMOUNTS)[number]}`;

/** Once, or every month through a Mollie subscription (never anonymous: a mandate needs a name). */
export type Periodiek = 'eenmalig' | 'maandelijks';
export const PERIODS: readonly { value: Periodiek; label: string }[] = [
  { value: 'eenmalig', label: 'Eenmalig' },
  { value: 'maandelijks', label: 'Maandelijks' },
];
export const MONTHLY_NOTE =
  'U betaalt de eerste gift nu met iDEAL; daarna schrijven wij elke maand hetzelfde bedrag af. ' +
  'U kunt het bedrag altijd wijzigen of stoppen via de link in de bevestigingsmail. ' +
  'Maandelijks geven kan niet anoniem.';

export interface DonationDraft {
  amount: AmountChoice;
  customAmount: string;
  periodiek: Periodiek;
  anoniem: boolean;
  zakelijk: boolean;
  bedrijfsnaam: string;
  voornaam: string;
  achternaam: string;
  postcode: string;
  huisnummer: string;
  straat: string;
  plaats: string;
  email: string;
}

export type PersonalField =
  | 'bedrijfsnaam'
  | 'voornaam'
  | 'achternaam'
  | 'postcode'
  | 'huisnummer'
  | 'straat'
  | 'plaats'
  | 'email';

export const PERSONAL_FIELDS: readonly PersonalField[] = [
  'bedrijfsnaam',
  'voornaam',
  'achternaam',
  'postcode',
  'huisnummer',
  'straat',
  'plaats',
  'email',
];

/** What is sent: the draft's choices and personal fields, with the amount in cents. */
export interface DonationBody extends Pick<DonationDraft, 'anoniem' | 'zakelijk' | PersonalField | 'periodiek'> {
  bedrag: number;
  betaal_methode: 'ideal';
}

/** Every personal field empty: a new draft, and what choosing 'anoniem' leaves of the donor. */
export function clearedPersonal(): Pick<DonationDraft, PersonalField> {
  return Object.fromEntries(PERSONAL_FIELDS.map((field) => [field, ''])) as Pick<DonationDraft, PersonalField>;
}

export const EMPTY_DONATION: DonationDraft = {
  amount: 'none',
  customAmount: '',
  periodiek: 'eenmalig',
  anoniem: false,
  zakelijk: false,
  ...clearedPersonal(),
};

export const AMOUNT_REQUIRED = 'Kies of vul een bedrag in.';
export const AMOUNT_INVALID = 'Vul een geldig bedrag in, bijvoorbeeld 12,50.';
export const AMOUNT_TOO_LOW = `Het bedrag moet minimaal ${formatEuro(MIN_AMOUNT)} zijn.`;
export const AMOUNT_TOO_HIGH = `Het bedrag mag maximaal ${formatEuro(MAX_AMOUNT)} zijn.`;

/** The chosen amount in cents, or null when none is chosen or the custom text is no amount. */
export function amountCents(draft: DonationDraft): number | null {
  if (draft.amount === 'none') return null;
  if (draft.amount === 'custom') return parseEuroInput(draft.customAmount);
  return Number(draft.amount);
}

/** The browser's own check of the amount (the server checks the same bounds); null when it is fine. */
export function amountProblem(draft: DonationDraft): string | null {
  const noCustomAmount = draft.amount === 'custom' && draft.customAmount.trim() === '';
  if (draft.amount === 'none' || noCustomAmount) return AMOUNT_REQUIRED;
  const cents = amountCents(draft);
  if (cents === null) return AMOUNT_INVALID;
  if (cents < MIN_AMOUNT) return AMOUNT_TOO_LOW;
  if (cents > MAX_AMOUNT) return AMOUNT_TOO_HIGH;
  return null;
}

/** The body to send. Anonymous: every personal field is cleared (and business is off, and it is given once). */
export function donationBody(draft: DonationDraft): DonationBody {
  const personal = Object.fromEntries(
    PERSONAL_FIELDS.map((field) => [field, draft.anoniem ? '' : draft[field].trim()]),
  ) as Record<PersonalField, string>;
  return {
    bedrag: amountCents(draft) ?? 0,
    betaal_methode: 'ideal',
    anoniem: draft.anoniem,
    zakelijk: draft.anoniem ? false : draft.zakelijk,
    ...personal,
    bedrijfsnaam: draft.anoniem || !draft.zakelijk ? '' : draft.bedrijfsnaam.trim(),
    periodiek: draft.anoniem ? 'eenmalig' : draft.periodiek,
  };
}

export const DONATE_FAILED = 'Het doneren is niet gelukt. Controleer uw verbinding en probeer het opnieuw.';

/**
 * The form's own message after a failed 'Doneren': none for a 422 (under the fields and in the summary) or where the
 * API client already showed its banner or toast (401, 403, 429, 503: decisions 0127 and 0129); the payment
 * provider's failure (502) in the server's words; else its own text for a 500 or no connection.
 */
export function donateFailure(error: unknown): string | null {
  if (error instanceof ValidationError || shownByClient(error)) return null;
  if (error instanceof ApiError && error.status === 502) {
    const body = error.body;
    if (body && typeof body === 'object' && 'message' in body) return String(body.message);
  }
  return DONATE_FAILED;
}

/** Whether the address lookup can run: a valid postcode and a house number. */
export function canLookUpAddress(draft: Pick<DonationDraft, 'postcode' | 'huisnummer'>): boolean {
  return isValidPostcode(draft.postcode) && /^\s*[1-9][0-9]{0,4}/.test(draft.huisnummer);
}

/** A redirect target on this site only ('/meedoen'); anything else (another site, 'javascript:') becomes '/'. */
export function safeRedirect(target: unknown): string {
  if (typeof target !== 'string') return '/';
  const value = target.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  if (/\s/.test(value) || [...value].some((char) => char.charCodeAt(0) < 0x20)) return '/';
  return value;
}

/** How long the thanks stays at the top of the page the visitor is sent on to (spec: redirect_after_donation). */
export const THANKS_NOTICE_MS = 10_000;

/** '€ 12,50' with a non-breaking space, so an amount never breaks over two lines. */
function amountText(cents: number): string {
  return formatEuro(cents).replace(' ', '\u00a0');
}

/**
 * The one thank-you message (issue 25, items 18 and 21): what happened to the payment, then the foundation's own
 * thanks (setting donatie_bedankt_tekst, as plain text), so the visitor is thanked once.
 */
export function thanksMessage(donation: { bedrag: number; status: string } | null, settingText: string): string {
  const thanks = settingText.trim() || 'Hartelijk dank voor uw donatie!';
  if (donation === null) return thanks;
  const amount = amountText(donation.bedrag);
  if (donation.status === 'betaald') return `Uw donatie van ${amount} is ontvangen. ${thanks}`;
  return `Uw donatie van ${amount} wordt nog verwerkt. ${thanks}`;
}
