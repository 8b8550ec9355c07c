/**
 * Dutch postcodes and house numbers. Mirrors src/soepkern/domain/postcode.py; both are checked against
 * tests/cases/rules.json.
 *
 * A postcode is four digits, the first not 0, and two letters that are not SA, SD or SS (these combinations
 * are not issued). Input may have blanks anywhere and lower-case letters; the stored form is '1234AB', the
 * display form '1234 AB'. Only ASCII digits and letters count.
 */

export const FORBIDDEN_LETTERS: ReadonlySet<string> = new Set(['SA', 'SD', 'SS']);
export const MAX_HUISNUMMER = 99_999;

const BLANKS = /[ \t\n\r\u00a0]+/g;
const POSTCODE = /^[1-9][0-9]{3}[A-Za-z]{2}$/;
const HUISNUMMER = /^[0-9]{1,5}$/;

/** '1234 ab' -> '1234AB'; null when `text` is not a valid Dutch postcode. */
export function normalisePostcode(text: string): string | null {
  const compact = text.replace(BLANKS, '');
  if (!POSTCODE.test(compact)) return null;
  const normalised = compact.toUpperCase();
  return FORBIDDEN_LETTERS.has(normalised.slice(4)) ? null : normalised;
}

export function isValidPostcode(text: string): boolean {
  return normalisePostcode(text) !== null;
}

/** The display form '1234 AB' of a valid postcode; throws a RangeError for an invalid one. */
export function formatPostcode(postcode: string): string {
  const normalised = normalisePostcode(postcode);
  if (normalised === null) throw new RangeError(`not a Dutch postcode: ${JSON.stringify(postcode)}`);
  return `${normalised.slice(0, 4)} ${normalised.slice(4)}`;
}

/**
 * How every screen shows a stored postcode: '3572 AP' for a valid one (however it was typed or stored), the text as
 * it is otherwise, '' for none.
 */
export function showPostcode(postcode: string | null | undefined): string {
  if (!postcode) return '';
  return normalisePostcode(postcode) ? formatPostcode(postcode) : postcode;
}

/** A house number 1..99999 from typed text (blanks around it ignored) or a number; null when invalid. */
export function normaliseHuisnummer(value: string | number): number | null {
  let number: number;
  if (typeof value === 'number') {
    number = value;
  } else {
    const stripped = value.replace(BLANKS, ' ').replace(/^ | $/g, '');
    if (!HUISNUMMER.test(stripped)) return null;
    number = Number(stripped);
  }
  return Number.isInteger(number) && number >= 1 && number <= MAX_HUISNUMMER ? number : null;
}
