import { describe, expect, it } from 'vitest';
import { exportFileName } from './privacy';

describe('exportFileName', () => {
  it('takes the name the server gives', () => {
    expect(exportFileName('attachment; filename="klantgegevens-7.json"', 7)).toBe('klantgegevens-7.json');
  });
  it('falls back to the customer number', () => {
    expect(exportFileName(null, 12)).toBe('klantgegevens-12.json');
    expect(exportFileName('attachment', 3)).toBe('klantgegevens-3.json');
  });
});
