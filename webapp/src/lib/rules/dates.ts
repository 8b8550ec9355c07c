/**
 * Calendar dates: the spec's date input rule, the Dutch display form and the API form.
 * Mirrors src/soepkern/domain/dates.py; both are checked against tests/cases/rules.json.
 *
 * Representation: a calendar day is an ISO string 'YYYY-MM-DD' (type IsoDate), the form the API uses for
 * days such as `bestellingsdag`. It compares and sorts as a string and carries no time zone. Years 1-9999.
 *
 * Input (spec doc 1 and doc 2, section 5; docs/decisions/0004-input-rules.md):
 * - blanks around the text are ignored; '/' becomes '-'; the text must then have two or three parts;
 * - day and month are 1 or 2 digits (d-m-yyyy is fine), the date must exist (31-02 is invalid);
 * - two parts: the year is today's year;
 * - a 1 or 2 digit year from 0 up to the cut-off (today's two-digit year + 5, at most 99) means 20xx,
 *   a higher one 19xx; a 3 digit year is invalid; a 4 digit year is taken as is.
 * Anything else is invalid (null): the screen clears the field.
 */

export type IsoDate = string;

export const YEAR_CUTOFF_OFFSET = 5;

const BLANKS = /^[ \t\n\r\u00a0]+|[ \t\n\r\u00a0]+$/g;
const DAY_OR_MONTH = /^[0-9]{1,2}$/;
const YEAR = /^(?:[0-9]{1,2}|[0-9]{4})$/;
const ISO_DATE = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** The IsoDate for a year, month and day, or null when that day does not exist (or the year is not 1-9999). */
export function isoDate(year: number, month: number, day: number): IsoDate | null {
  const whole = [year, month, day].every(Number.isInteger);
  if (!whole || year < 1 || year > 9999 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return null;
  }
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Year, month and day of an IsoDate; throws a RangeError when the text is not a real 'YYYY-MM-DD' day. */
export function dateParts(day: IsoDate): { year: number; month: number; day: number } {
  const match = ISO_DATE.exec(day);
  const valid = match && isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
  if (!match || !valid) throw new RangeError(`not a YYYY-MM-DD date: ${JSON.stringify(day)}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** The API form 'YYYY-MM-DD', strictly checked; throws a RangeError otherwise. */
export function parseIsoDate(text: string): IsoDate {
  dateParts(text);
  return text;
}

/** The highest 1 or 2 digit year that still means 20xx. */
export function twoDigitYearCutoff(today: IsoDate): number {
  return Math.min((dateParts(today).year % 100) + YEAR_CUTOFF_OFFSET, 99);
}

/** A 1 or 2 digit year as a full year: up to the cut-off 20xx, above it 19xx. */
export function expandYear(shortYear: number, today: IsoDate): number {
  if (!Number.isInteger(shortYear) || shortYear < 0 || shortYear > 99) {
    throw new RangeError(`not a two-digit year: ${shortYear}`);
  }
  return shortYear <= twoDigitYearCutoff(today) ? 2000 + shortYear : 1900 + shortYear;
}

/** What a date input field holds after the user typed `text`; null when it must be cleared. */
export function parseDateInput(text: string, today: IsoDate): IsoDate | null {
  const parts = text.replace(BLANKS, '').replaceAll('/', '-').split('-');
  if (parts.length === 2) parts.push(pad(dateParts(today).year, 4));
  if (parts.length !== 3) return null;
  const [dayText = '', monthText = '', yearText = ''] = parts;
  if (!DAY_OR_MONTH.test(dayText) || !DAY_OR_MONTH.test(monthText) || !YEAR.test(yearText)) return null;
  const year = yearText.length === 4 ? Number(yearText) : expandYear(Number(yearText), today);
  return isoDate(year, Number(monthText), Number(dayText));
}

/** The Dutch display form, 'dd-mm-yyyy'. */
export function formatDate(day: IsoDate): string {
  const parts = dateParts(day);
  return `${pad(parts.day, 2)}-${pad(parts.month, 2)}-${pad(parts.year, 4)}`;
}
