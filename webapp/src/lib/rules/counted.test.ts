import { describe, expect, it } from 'vitest';
import { counted, plural } from './counted';

describe('counted', () => {
  it('takes the singular for exactly one, the plural for 0 and 2', () => {
    expect(counted(0, 'portie', 'porties')).toBe('0 porties');
    expect(counted(1, 'portie', 'porties')).toBe('1 portie');
    expect(counted(2, 'portie', 'porties')).toBe('2 porties');
    expect([0, 1, 2].map((n) => plural(n, 'wacht', 'wachten'))).toEqual(['wachten', 'wacht', 'wachten']);
  });

  it('agrees for any number', () => {
    for (let n = -50; n <= 50; n += 1) {
      expect(counted(n, 'soep', 'soepen')).toBe(n === 1 ? '1 soep' : `${n} soepen`);
    }
  });
});
