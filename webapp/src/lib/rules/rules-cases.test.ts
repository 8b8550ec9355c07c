// The shared table of input/format examples (tests/cases/rules.json), checked against the web app's rules.
// The Python domain core checks the same table in tests/unit/test_rules_cases.py. Below the table: property
// loops (round trips, idempotence, ranges) with a seeded random generator, so a failure can be reproduced.
import { describe, expect, it } from 'vitest';
import cases from '../../../../tests/cases/rules.json';
import {
  atNoon,
  businessDate,
  businessTimeOfDay,
  combineBusiness,
  formatMoment,
  parseUtcIso,
  startOfBusinessDay,
  toUtcIso,
} from './business-time';
import { type IsoDate, formatDate, isoDate, parseDateInput, parseIsoDate, twoDigitYearCutoff } from './dates';
import { isValidEmail, normaliseEmail } from './email';
import { MAX_CENTS, formatEuro, formatEuroDash, parseEuroInput } from './money';
import { formatPostcode, isValidPostcode, normaliseHuisnummer, normalisePostcode } from './postcode';
import { clockTime, formatTime, parseTimeInput } from './times';

const label = (value: unknown) => JSON.stringify(value);

describe('the shared table', () => {
  it('is big enough', () => {
    const sizes = Object.values(cases).map((rows) => (Array.isArray(rows) ? rows.length : 0));
    expect(sizes.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(60);
  });

  it.each(cases.date_input.map((c) => [label(c), c] as const))('date input %s', (_, c) => {
    expect(parseDateInput(c.input, c.today)).toBe(c.expected);
  });

  it.each(cases.date_display.map((c) => [label(c), c] as const))('date display %s', (_, c) => {
    expect(formatDate(parseIsoDate(c.date))).toBe(c.expected);
  });

  it.each(cases.time_input.map((c) => [label(c), c] as const))('time input %s', (_, c) => {
    expect(parseTimeInput(c.input)).toBe(c.expected);
  });

  it.each(cases.euro.map((c) => [label(c), c] as const))('euro %s', (_, c) => {
    expect(formatEuro(c.cents)).toBe(c.expected);
  });

  it.each(cases.euro_dash.map((c) => [label(c), c] as const))('euro with dash %s', (_, c) => {
    expect(formatEuroDash(c.cents)).toBe(c.expected);
  });

  it.each(cases.euro_input.map((c) => [label(c), c] as const))('euro input %s', (_, c) => {
    expect(parseEuroInput(c.input)).toBe(c.expected);
  });

  it.each(cases.email.map((c) => [label(c), c] as const))('e-mail %s', (_, c) => {
    const address = normaliseEmail(c.input);
    expect(isValidEmail(address) ? address : null).toBe(c.expected);
  });

  it.each(cases.postcode.map((c) => [label(c), c] as const))('postcode %s', (_, c) => {
    expect(normalisePostcode(c.input)).toBe(c.expected);
    expect(isValidPostcode(c.input)).toBe(c.expected !== null);
    if (c.expected === null) expect(() => formatPostcode(c.input)).toThrow(RangeError);
    else expect(formatPostcode(c.input)).toBe(c.display);
  });

  it.each(cases.huisnummer.map((c) => [label(c), c] as const))('huisnummer %s', (_, c) => {
    expect(normaliseHuisnummer(c.input)).toBe(c.expected);
  });

  it.each(cases.moment.map((c) => [label(c), c] as const))('moment %s', (_, c) => {
    expect(formatMoment(parseUtcIso(c.utc))).toBe(c.expected);
  });

  it.each(cases.combine.map((c) => [label(c), c] as const))('combine %s', (_, c) => {
    expect(toUtcIso(combineBusiness(c.day, c.time))).toBe(c.expected);
  });

  it.each(cases.utc_iso.map((c) => [label(c), c] as const))('utc iso %s', (_, c) => {
    if (c.expected === null) expect(() => parseUtcIso(c.input)).toThrow(RangeError);
    else expect(toUtcIso(parseUtcIso(c.input))).toBe(c.expected);
  });
});

/** mulberry32: a small seeded generator, so the property loops are repeatable. */
function generator(seed: number): (min: number, max: number) => number {
  let state = seed >>> 0;
  return (min, max) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return min + Math.floor(unit * (max - min + 1));
  };
}

function randomDay(random: (min: number, max: number) => number, fromYear: number, toYear: number): IsoDate {
  for (;;) {
    const day = isoDate(random(fromYear, toYear), random(1, 12), random(1, 31));
    if (day !== null) return day;
  }
}

function addDays(day: IsoDate, days: number): IsoDate {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

describe('properties', () => {
  it('a displayed date reads back as itself, also unpadded and with slashes', () => {
    const random = generator(1);
    for (let i = 0; i < 2000; i += 1) {
      const day = randomDay(random, 1, 9999);
      const today = randomDay(random, 2000, 2199);
      expect(parseDateInput(formatDate(day), today)).toBe(day);
      const [year, month, date] = day.split('-').map(Number) as [number, number, number];
      expect(parseDateInput(`${date}/${month}/${String(year).padStart(4, '0')}`, today)).toBe(day);
    }
  });

  it('a two-digit year falls in the hundred years up to the cut-off', () => {
    const random = generator(2);
    for (let i = 0; i < 2000; i += 1) {
      const today = randomDay(random, 2000, 2199);
      const shortYear = random(0, 99);
      const cutoffYear = 2000 + twoDigitYearCutoff(today);
      const parsed = parseDateInput(`1-2-${shortYear}`, today);
      expect(parsed).not.toBeNull();
      const year = Number(parsed?.slice(0, 4));
      expect(year).toBeGreaterThanOrEqual(cutoffYear - 99);
      expect(year).toBeLessThanOrEqual(cutoffYear);
      expect(year % 100).toBe(shortYear);
    }
  });

  it('every clock time reads back as itself', () => {
    for (let hour = 0; hour < 24; hour += 1) {
      for (let minute = 0; minute < 60; minute += 1) {
        const at = clockTime(hour, minute);
        expect(parseTimeInput(formatTime(at))).toBe(at);
        expect(parseTimeInput(at.replace(':', ''))).toBe(at);
        expect(parseTimeInput(`${hour}:${String(minute).padStart(2, '0')}`)).toBe(at);
      }
    }
  });

  it('displayed amounts read back as themselves', () => {
    const random = generator(3);
    const amounts = [0, 1, 99, 100, 100_000, MAX_CENTS, ...Array.from({ length: 3000 }, () => random(0, MAX_CENTS))];
    for (const amount of amounts) {
      expect(parseEuroInput(formatEuro(amount))).toBe(amount);
      expect(parseEuroInput(formatEuroDash(amount))).toBe(amount);
      expect(parseEuroInput(`${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`)).toBe(amount);
      if (amount > 0) expect(formatEuro(-amount)).toBe(formatEuro(amount).replace('€ ', '€ -'));
    }
  });

  it('postcode normalisation is idempotent and refuses only SA, SD and SS', () => {
    const random = generator(4);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const first of alphabet) {
      for (const second of alphabet) {
        const postcode = `${random(1000, 9999)}${first}${second}`;
        const typed = `${postcode.slice(0, 4)}${' '.repeat(random(0, 2))}${postcode.slice(4).toLowerCase()}`;
        const normalised = normalisePostcode(typed);
        expect(normalised === null).toBe(['SA', 'SD', 'SS'].includes(first + second));
        if (normalised !== null) {
          expect(normalised).toBe(postcode);
          expect(normalisePostcode(normalised)).toBe(normalised);
          expect(normalisePostcode(formatPostcode(normalised))).toBe(normalised);
        }
      }
    }
  });

  it('combine then split gives the day and time back (skipped times move one hour on)', () => {
    const random = generator(5);
    const changeDays = ['2026-03-29', '2026-10-25', '2027-03-28', '2027-10-31'];
    const days = [...changeDays, ...Array.from({ length: 100 }, () => randomDay(random, 1971, 2200))];
    for (const day of days) {
      const step = changeDays.includes(day) ? 5 : 30;
      for (let minutes = 0; minutes < 24 * 60; minutes += step) {
        const at = clockTime(Math.floor(minutes / 60), minutes % 60);
        const moment = combineBusiness(day, at);
        if (businessDate(moment) === day && businessTimeOfDay(moment) === at) {
          expect(formatMoment(moment)).toBe(`${formatDate(day)} om ${at}`);
        } else {
          const later = clockTime(Math.floor(minutes / 60) + 1, minutes % 60);
          expect(formatMoment(moment)).toBe(`${formatDate(day)} om ${later}`);
          expect(day.slice(5, 7)).toBe('03');
        }
      }
    }
  });

  it('a day is stored at noon and starts at local midnight', () => {
    const random = generator(6);
    for (let i = 0; i < 500; i += 1) {
      const day = randomDay(random, 1971, 2200);
      expect(businessDate(atNoon(day))).toBe(day);
      expect(businessTimeOfDay(atNoon(day))).toBe('12:00');
      const start = startOfBusinessDay(day);
      expect(businessDate(start)).toBe(day);
      expect(businessDate(new Date(start.getTime() - 1000))).toBe(addDays(day, -1));
      const length = (startOfBusinessDay(addDays(day, 1)).getTime() - start.getTime()) / 3_600_000;
      expect([23, 24, 25]).toContain(length);
    }
  });

  it('the stored form has whole seconds and reads back', () => {
    const random = generator(7);
    for (let i = 0; i < 2000; i += 1) {
      const ms = random(-30_000_000_000, 250_000_000_000) * 1000 + random(0, 999);
      const stored = toUtcIso(new Date(ms));
      expect(stored).toMatch(/^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$/);
      expect(parseUtcIso(stored).getTime()).toBe(Math.floor(ms / 1000) * 1000);
      expect(toUtcIso(parseUtcIso(new Date(ms).toISOString()))).toBe(stored);
    }
  });
});
