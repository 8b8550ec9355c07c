import { describe, expect, it } from 'vitest';
import {
  addressLines,
  addressToLookUp,
  blacklistFormFrom,
  blacklistName,
  blacklistPayload,
  emptyBlacklistForm,
  isBlacklistDirty,
} from './blacklist-form';
import type { BlacklistItem } from './types';

const ITEM: BlacklistItem = {
  id: 3,
  user: { id: 1, name: 'Fatima' },
  postcode: '3581WS',
  huisnummer: 1,
  email: null,
  omschrijving: 'Niet betaald',
  straat: 'Bolstraat',
  plaats: 'Utrecht',
};

describe('blacklist form', () => {
  it('reads a saved item and builds the payload', () => {
    const values = blacklistFormFrom(ITEM);
    expect(values).toEqual({ postcode: '3581WS', huisnummer: '1', email: '', omschrijving: 'Niet betaald', straat: 'Bolstraat', plaats: 'Utrecht' });
    expect(blacklistPayload({ ...values, postcode: '3581 ws', email: ' X@example.nl ' })).toMatchObject({ postcode: '3581WS', email: 'X@example.nl' });
    expect(blacklistPayload(emptyBlacklistForm())).toEqual({ postcode: '', huisnummer: '', email: '', omschrijving: '', straat: '', plaats: '' });
  });

  it('notices changes', () => {
    const initial = blacklistFormFrom(ITEM);
    expect(isBlacklistDirty({ ...initial, postcode: '3581 ws' }, initial)).toBe(false);
    expect(isBlacklistDirty({ ...initial, email: 'a@b.nl' }, initial)).toBe(true);
  });

  it('looks up an address only when both parts are valid and new', () => {
    const values = { ...emptyBlacklistForm(), postcode: '3581 ws', huisnummer: ' 12 ' };
    expect(addressToLookUp(values, null)).toEqual({ postcode: '3581WS', huisnummer: '12', key: '3581WS 12' });
    expect(addressToLookUp(values, '3581WS 12')).toBeNull();
    expect(addressToLookUp({ ...values, huisnummer: '' }, null)).toBeNull();
    expect(addressToLookUp({ ...values, postcode: '3581' }, null)).toBeNull();
  });

  it('shows the address and a name', () => {
    expect(addressLines(ITEM)).toEqual({ postcode: '3581 WS', street: 'Bolstraat, Utrecht' });
    expect(addressLines({ ...ITEM, postcode: null, straat: '', plaats: '' })).toEqual({ postcode: '–', street: null });
    expect(blacklistName(ITEM)).toBe('3581 WS 1');
    expect(blacklistName({ ...ITEM, postcode: null, huisnummer: null, email: 'x@y.nl' })).toBe('x@y.nl');
  });
});
