import { describe, expect, it } from 'vitest';
import { kilometres } from './components/route-suggestion';

describe('kilometres', () => {
  it('shows one decimal with a Dutch comma', () => {
    expect(kilometres(12.34)).toBe('12,3 km');
    expect(kilometres(0)).toBe('0,0 km');
    expect(kilometres(1234.5)).toBe('1.234,5 km');
  });
});
