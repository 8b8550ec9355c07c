import { describe, expect, it } from 'vitest';
import {
  ALL_HOUSE_NUMBERS,
  checkPostcode,
  emptyRangeForm,
  houseNumbersText,
  isRangeDirty,
  POSTCODE_INVALID,
  rangeFormFrom,
  rangeName,
  rangePayload,
  withAllHouseNumbers,
} from './postal-range-form';
import type { PostalRange } from './types';

const SAVED: PostalRange = {
  id: 4,
  postcode_begin: '3500AA',
  postcode_eind: '3585ZZ',
  huisnummer_begin: null,
  huisnummer_eind: null,
  alle_huisnummers: true,
  omschrijving: 'Utrecht centrum',
  status: 'actief',
};

describe('postal range form', () => {
  it('starts empty and active, with house numbers', () => {
    expect(emptyRangeForm()).toMatchObject({ alle_huisnummers: false, actief: true, postcode_begin: '' });
  });

  it('reads a saved range, also one without house numbers', () => {
    expect(rangeFormFrom(SAVED)).toMatchObject({ alle_huisnummers: true, huisnummer_begin: '', actief: true });
    const numbered = { ...SAVED, huisnummer_begin: 1, huisnummer_eind: 80, alle_huisnummers: false, status: 'niet-actief' as const };
    expect(rangeFormFrom(numbered)).toMatchObject({ alle_huisnummers: false, huisnummer_begin: 1, huisnummer_eind: 80, actief: false });
  });

  it('clears the house numbers when all house numbers is switched on', () => {
    const values = { ...emptyRangeForm(), huisnummer_begin: 3, huisnummer_eind: 9 } as const;
    expect(withAllHouseNumbers(values, true)).toMatchObject({ alle_huisnummers: true, huisnummer_begin: '', huisnummer_eind: '' });
    expect(withAllHouseNumbers(values, false)).toMatchObject({ alle_huisnummers: false, huisnummer_begin: 3 });
  });

  it('builds the payload with normalised postcodes, null house numbers and a boolean status', () => {
    const values = { ...emptyRangeForm(), postcode_begin: '3511 ab', postcode_eind: '3599zz', huisnummer_begin: 1 as const, omschrijving: ' Centrum ' };
    expect(rangePayload(values)).toEqual({
      postcode_begin: '3511AB',
      postcode_eind: '3599ZZ',
      huisnummer_begin: 1,
      huisnummer_eind: null,
      alle_huisnummers: false,
      omschrijving: 'Centrum',
      status: true,
    });
    expect(rangePayload({ ...values, alle_huisnummers: true }).huisnummer_begin).toBeNull();
    expect(rangePayload({ ...values, postcode_begin: 'x1' }).postcode_begin).toBe('x1');
  });

  it('notices changes but not a different spelling of the same postcode', () => {
    const initial = rangeFormFrom(SAVED);
    expect(isRangeDirty({ ...initial, postcode_begin: '3500 aa' }, initial)).toBe(false);
    expect(isRangeDirty({ ...initial, actief: false }, initial)).toBe(true);
  });

  it('normalises a postcode on blur or names the problem', () => {
    expect(checkPostcode(' 3511 ab')).toEqual({ text: '3511AB', error: null });
    expect(checkPostcode('')).toEqual({ text: '', error: null });
    expect(checkPostcode('0123AB')).toEqual({ text: '0123AB', error: POSTCODE_INVALID });
    expect(checkPostcode('1234SS').error).toBe(POSTCODE_INVALID);
  });

  it('shows all house numbers and a readable name', () => {
    expect(houseNumbersText(SAVED)).toEqual({ begin: ALL_HOUSE_NUMBERS, end: ALL_HOUSE_NUMBERS });
    expect(houseNumbersText({ ...SAVED, alle_huisnummers: false, huisnummer_begin: 2, huisnummer_eind: 40 })).toEqual({ begin: '2', end: '40' });
    expect(rangeName(SAVED)).toBe('3500 AA – 3585 ZZ');
  });
});
