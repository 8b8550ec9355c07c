import { describe, expect, it } from 'vitest';
import { countdownText, orderedPercent } from './live-board';

describe('countdownText', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  it('counts down in days, hours, minutes and seconds', () => {
    expect(countdownText(new Date('2026-11-25T13:00:00Z'), now)).toBe('nog 2 d 3 u');
    expect(countdownText(new Date('2026-11-23T12:05:30Z'), now)).toBe('nog 2 u 05 min');
    expect(countdownText(new Date('2026-11-23T10:04:09Z'), now)).toBe('nog 4 min 09 s');
  });
  it('says closed once the moment has passed', () => {
    expect(countdownText(now, now)).toBe('gesloten');
    expect(countdownText(new Date('2026-11-23T09:00:00Z'), now)).toBe('gesloten');
  });
});

describe('orderedPercent', () => {
  it('is the ordered share, capped at 100', () => {
    expect(orderedPercent(40, 10)).toBe(25);
    expect(orderedPercent(3, 3)).toBe(100);
    expect(orderedPercent(0, 0)).toBe(100);
  });
});
