import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID } from '../../lib/rules/email';
import { addressErrors, trimmedAddresses } from './subject-form';

describe('subject addresses', () => {
  it('allows empty and valid addresses and flags the rest', () => {
    expect(addressErrors({ A: '', B: ' soep@soepketel.nl ', C: 'geen-adres', D: 'a@b' })).toEqual({
      C: EMAIL_INVALID,
      D: EMAIL_INVALID,
    });
  });

  it('trims before saving', () => {
    expect(trimmedAddresses({ A: ' x@y.nl ' })).toEqual({ A: 'x@y.nl' });
  });
});
