/**
 * Money: whole euro cents (numbers that are safe integers), shown the Dutch way and read from what people type.
 * Mirrors src/soepkern/domain/money.py; both are checked against tests/cases/rules.json.
 *
 * Display: '€ 1.234,50' (a normal space after the sign, a dot between thousands, a decimal comma), a negative
 * amount as '€ -1,50', and the trailing-dash form '€ 5,-' for whole euros where the spec shows it.
 *
 * Input (docs/decisions/0004-input-rules.md): blanks around the text and a leading '€' (with blanks after it)
 * are ignored. Then the amount is digits with an optional decimal part: a comma or a dot followed by one or two
 * digits ('5', '5,5', '5.50'), or ',-' for whole euros ('5,-'). Thousands separators are allowed when they are
 * unambiguous: groups of three digits after a first group of 1-3 digits that does not start with 0, all with
 * the same separator, which differs from the decimal one ('1.234,50', '1,234.50', '1.234'). Since a decimal
 * part has at most two digits, a single separator followed by three digits is a thousands separator ('1.234'
 * is 1234 euro). Negative amounts, other characters and more than MAX_CENTS are refused (null).
 */

export const MAX_CENTS = 100_000_000; // € 1.000.000,00

const BLANKS = /^[ \t\n\r\u00a0]+|[ \t\n\r\u00a0]+$/g;
const LEADING_BLANKS = /^[ \t\n\r\u00a0]+/;
const PLAIN = /^(?<euros>[0-9]+)(?:(?<sep>[.,])(?<cents>[0-9]{1,2})|(?<dash>,-))?$/;
const GROUPED =
  /^(?<euros>[1-9][0-9]{0,2}(?<thousands>[.,])[0-9]{3}(?:\k<thousands>[0-9]{3})*)(?:(?<sep>[.,])(?<cents>[0-9]{1,2})|(?<dash>,-))?$/;

function requireCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
}

function groupThousands(euros: number): string {
  return String(euros).replace(/\B(?=(?:[0-9]{3})+$)/g, '.');
}

/** '€ 1.234,50'; negative amounts as '€ -1,50'. */
export function formatEuro(cents: number): string {
  requireCents(cents);
  const sign = cents < 0 ? '-' : '';
  const amount = Math.abs(cents);
  return `€ ${sign}${groupThousands(Math.floor(amount / 100))},${String(amount % 100).padStart(2, '0')}`;
}

/** Like formatEuro, but whole euros with a trailing dash: '€ 5,-'. */
export function formatEuroDash(cents: number): string {
  requireCents(cents);
  if (cents % 100 !== 0) return formatEuro(cents);
  const sign = cents < 0 ? '-' : '';
  return `€ ${sign}${groupThousands(Math.abs(cents) / 100)},-`;
}

function matchAmount(text: string): Record<string, string | undefined> | null {
  const plain = PLAIN.exec(text);
  if (plain) return plain.groups ?? null;
  const grouped = GROUPED.exec(text)?.groups;
  if (!grouped) return null;
  const decimal = grouped.dash ? ',' : grouped.sep;
  return decimal === grouped.thousands ? null : grouped;
}

/** The amount in cents that `text` stands for; null when it is not a valid amount. */
export function parseEuroInput(text: string): number | null {
  let cleaned = text.replace(BLANKS, '');
  if (cleaned.startsWith('€')) cleaned = cleaned.slice(1).replace(LEADING_BLANKS, '');
  const groups = matchAmount(cleaned);
  if (!groups) return null;
  const euros = Number((groups.euros ?? '').replace(/[.,]/g, ''));
  const cents = Number((groups.cents ?? '0').padEnd(2, '0'));
  const total = euros * 100 + cents;
  return total <= MAX_CENTS ? total : null;
}
