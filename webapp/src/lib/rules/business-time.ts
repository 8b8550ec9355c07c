/**
 * Business time: the day and clock of Europe/Amsterdam, stored as UTC.
 * Mirrors src/soepkern/domain/business_time.py; both are checked against tests/cases/rules.json.
 *
 * A moment is a JavaScript Date (whole milliseconds). Moments are stored and exchanged as UTC ISO-8601 strings
 * without fractional seconds ('2026-11-23T09:00:00Z'); people see and enter them in the business time zone
 * ('23-11-2026 om 10:00'). A calendar day entered on its own is stored at noon. Time zone rules come from the
 * browser's Intl.DateTimeFormat (no extra packages); the zone's history before 1970 may differ from Python's.
 *
 * A local time that does not exist (the hour skipped on the last Sunday of March) or that exists twice (the
 * hour repeated on the last Sunday of October) is read with the UTC offset in force before the change (like
 * Python's fold=0): 02:30 on a March change day is 01:30Z (03:30 summer time), 02:30 on an October change day
 * is 00:30Z (the first, summer-time 02:30).
 */

import { type IsoDate, dateParts, formatDate, isoDate } from './dates';
import { type ClockTime, clockTime, timeParts } from './times';

export const BUSINESS_TZ = 'Europe/Amsterdam';

const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;
const UTC_ISO =
  /^([0-9]{4})-([0-9]{2})-([0-9]{2})[Tt ]([0-9]{2}):([0-9]{2}):([0-9]{2})(?:\.([0-9]{1,9}))?(?:([Zz])|([+-])([0-9]{2}):?([0-9]{2}))$/;

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Milliseconds since the epoch of a UTC wall clock (years 0-99 included, which Date.UTC would shift). */
function utcMs(clock: WallClock): number {
  const date = new Date(0);
  date.setUTCFullYear(clock.year, clock.month - 1, clock.day);
  date.setUTCHours(clock.hour, clock.minute, clock.second, 0);
  return date.getTime();
}

function requireValid(moment: Date): number {
  const ms = moment.getTime();
  if (Number.isNaN(ms)) throw new RangeError('invalid Date');
  return ms;
}

/** The wall clock in `timeZone` at `ms`. */
function wallClock(ms: number, timeZone: string): WallClock {
  const values: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(ms))) values[part.type] = part.value;
  const year = Number(values.year);
  return {
    year: values.era === 'BC' ? 1 - year : year,
    month: Number(values.month),
    day: Number(values.day),
    hour: Number(values.hour),
    minute: Number(values.minute),
    second: Number(values.second),
  };
}

/** The UTC offset of `timeZone` at `ms`, in milliseconds. */
function offsetMs(ms: number, timeZone: string): number {
  return utcMs(wallClock(ms, timeZone)) - Math.floor(ms / SECOND) * SECOND;
}

/** The moment at which the business clock shows `at` ('HH:MM') on `day` ('YYYY-MM-DD'). */
export function combineBusiness(day: IsoDate, at: ClockTime, timeZone: string = BUSINESS_TZ): Date {
  const naive = utcMs({ ...dateParts(day), ...timeParts(at), second: 0 });
  const before = offsetMs(naive - DAY, timeZone);
  const after = offsetMs(naive + DAY, timeZone);
  const withBefore = naive - before;
  if (offsetMs(withBefore, timeZone) === before) return new Date(withBefore);
  const withAfter = naive - after;
  if (offsetMs(withAfter, timeZone) === after) return new Date(withAfter);
  return new Date(withBefore); // skipped local time: read with the offset before the change
}

/** How a calendar day entered on its own is stored: 12:00 business time. */
export function atNoon(day: IsoDate, timeZone: string = BUSINESS_TZ): Date {
  return combineBusiness(day, '12:00', timeZone);
}

/** The moment at which `day` begins in the business time zone. */
export function startOfBusinessDay(day: IsoDate, timeZone: string = BUSINESS_TZ): Date {
  return combineBusiness(day, '00:00', timeZone);
}

/** The stored form: UTC, whole seconds (a fraction is cut off), always with 'Z'. Years 1-9999. */
export function toUtcIso(moment: Date): string {
  requireValid(moment);
  const year = moment.getUTCFullYear();
  if (year < 1 || year > 9999) throw new RangeError(`year out of range: ${year}`);
  const pad2 = (value: number) => String(value).padStart(2, '0');
  return (
    `${String(year).padStart(4, '0')}-${pad2(moment.getUTCMonth() + 1)}-${pad2(moment.getUTCDate())}` +
    `T${pad2(moment.getUTCHours())}:${pad2(moment.getUTCMinutes())}:${pad2(moment.getUTCSeconds())}Z`
  );
}

/**
 * Read an ISO-8601 moment with 'Z' or an offset ('+00:00', '+01:00', '+0100'). Seconds are required and a
 * fraction is allowed (milliseconds are kept, further digits cut off). A moment without a zone is refused:
 * throws a RangeError.
 */
export function parseUtcIso(text: string): Date {
  const match = UTC_ISO.exec(text);
  const refuse = () => new RangeError(`not an ISO-8601 moment with a zone: ${JSON.stringify(text)}`);
  if (!match) throw refuse();
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (isoDate(year, month, day) === null || hour > 23 || minute > 59 || second > 59) throw refuse();
  let offset = 0;
  if (!match[8]) {
    const offsetHours = Number(match[10]);
    const offsetMinutes = Number(match[11]);
    if (offsetHours > 23 || offsetMinutes > 59) throw refuse();
    offset = (match[9] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60 * SECOND;
  }
  const fraction = Number((match[7] ?? '').padEnd(3, '0').slice(0, 3));
  const moment = new Date(utcMs({ year, month, day, hour, minute, second }) + fraction - offset);
  const utcYear = moment.getUTCFullYear();
  if (utcYear < 1 || utcYear > 9999) throw refuse();
  return moment;
}

/** The calendar day in the business time zone at `moment`. */
export function businessDate(moment: Date, timeZone: string = BUSINESS_TZ): IsoDate {
  const clock = wallClock(requireValid(moment), timeZone);
  const day = isoDate(clock.year, clock.month, clock.day);
  if (day === null) throw new RangeError(`year out of range: ${clock.year}`);
  return day;
}

/** The business clock at `moment`, to the minute ('HH:MM', for a separate time input). */
export function businessTimeOfDay(moment: Date, timeZone: string = BUSINESS_TZ): ClockTime {
  const clock = wallClock(requireValid(moment), timeZone);
  return clockTime(clock.hour, clock.minute);
}

/** The display form 'dd-mm-yyyy om HH:MM' in the business time zone. */
export function formatMoment(moment: Date, timeZone: string = BUSINESS_TZ): string {
  return `${formatDate(businessDate(moment, timeZone))} om ${businessTimeOfDay(moment, timeZone)}`;
}

/** An API timestamp ('2026-11-23T09:00:00Z') as 'dd-mm-yyyy om HH:MM'; the text itself when it is no timestamp. */
export function formatUtcIsoMoment(timestamp: string): string {
  try {
    return formatMoment(parseUtcIso(timestamp));
  } catch {
    return timestamp;
  }
}
