import { describe, expect, it } from 'vitest';
import { DETAILS_STORAGE_KEY, canLookUpAddress, emptyDetails, readRememberedDetails, rememberDetails } from './customer-details';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('remembered customer details', () => {
  it('stores them under soepBestelKlantgegevens when asked and removes them otherwise', () => {
    const storage = memoryStorage();
    const details = { ...emptyDetails(), voornaam: 'Joke', postcode: '3581 WS' };
    rememberDetails(storage, details, true);
    expect(JSON.parse(storage.items.get(DETAILS_STORAGE_KEY) ?? '')).toMatchObject({ voornaam: 'Joke' });
    expect(readRememberedDetails(storage)).toEqual(details);
    rememberDetails(storage, details, false);
    expect(storage.items.has(DETAILS_STORAGE_KEY)).toBe(false);
    expect(readRememberedDetails(storage)).toBeNull();
  });

  it('ignores broken or foreign values', () => {
    const storage = memoryStorage();
    storage.setItem(DETAILS_STORAGE_KEY, '{not json');
    expect(readRememberedDetails(storage)).toBeNull();
    storage.setItem(DETAILS_STORAGE_KEY, JSON.stringify({ voornaam: 'Ali', huisnummer: 12, extra: true, email: null }));
    expect(readRememberedDetails(storage)).toEqual({ ...emptyDetails(), voornaam: 'Ali', huisnummer: '12' });
  });
});

describe('canLookUpAddress', () => {
  it('needs both postcode and huisnummer', () => {
    expect(canLookUpAddress({ postcode: '3581WS', huisnummer: ' ' })).toBe(false);
    expect(canLookUpAddress({ postcode: '3581WS', huisnummer: '12' })).toBe(true);
  });
});
