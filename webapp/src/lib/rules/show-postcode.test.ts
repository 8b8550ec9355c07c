import { describe, expect, it } from 'vitest';
import { showPostcode } from './postcode';

describe('showPostcode', () => {
  it("writes every valid postcode one way ('3572 AP') and leaves anything else as it is", () => {
    expect(['3572AP', '3572 ap', ' 3572ap', '', null, undefined, 'onbekend'].map(showPostcode)).toEqual([
      '3572 AP',
      '3572 AP',
      '3572 AP',
      '',
      '',
      '',
      'onbekend',
    ]);
  });
});
