import { describe, expect, it } from 'vitest';
import { rangeText } from './paged';

describe('rangeText', () => {
  it('names the rows shown and the total', () => {
    expect(rangeText({ current_page: 2, per_page: 25, total: 60, data: new Array(25) })).toBe('26 t/m 50 van 60');
    expect(rangeText({ current_page: 3, per_page: 25, total: 60, data: new Array(10) })).toBe('51 t/m 60 van 60');
  });

  it('says so when there is nothing', () => {
    expect(rangeText({ current_page: 1, per_page: 25, total: 0, data: [] })).toBe('Geen resultaten');
  });
});
