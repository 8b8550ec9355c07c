// The checkout's customer fields, and remembering them on this computer (spec doc 1 section 4, 'Checkout
// success': localStorage key soepBestelKlantgegevens, removed when the visitor does not want them kept).

export const DETAILS_STORAGE_KEY = 'soepBestelKlantgegevens';

export const CUSTOMER_FIELDS = [
  'voornaam',
  'achternaam',
  'email',
  'telefoonnummer',
  'bedrijfsnaam',
  'postcode',
  'huisnummer',
  'huisnummer_extensie',
  'straat',
  'plaats',
] as const;

export type CustomerField = (typeof CUSTOMER_FIELDS)[number];
export type CustomerDetails = Record<CustomerField, string>;

export function emptyDetails(): CustomerDetails {
  return Object.fromEntries(CUSTOMER_FIELDS.map((field) => [field, ''])) as CustomerDetails;
}

/** The remembered details, or null when none (or unreadable) are stored. */
export function readRememberedDetails(storage: Pick<Storage, 'getItem'>): CustomerDetails | null {
  let parsed: unknown;
  try {
    const raw = storage.getItem(DETAILS_STORAGE_KEY);
    if (!raw) return null;
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const details = emptyDetails();
  for (const field of CUSTOMER_FIELDS) {
    const value = (parsed as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') details[field] = String(value);
  }
  return details;
}

/** After a successful order: keep the details when asked, otherwise remove what was stored. */
export function rememberDetails(
  storage: Pick<Storage, 'setItem' | 'removeItem'>,
  details: CustomerDetails,
  keep: boolean,
): void {
  try {
    if (keep) storage.setItem(DETAILS_STORAGE_KEY, JSON.stringify(details));
    else storage.removeItem(DETAILS_STORAGE_KEY);
  } catch {
    // Storage full or blocked (private mode): the order itself is placed, only the convenience is lost.
  }
}

/** Both parts of the address are filled, so a lookup makes sense. */
export function canLookUpAddress(details: Pick<CustomerDetails, 'postcode' | 'huisnummer'>): boolean {
  return details.postcode.trim() !== '' && details.huisnummer.trim() !== '';
}
