import { describe, expect, it } from 'vitest';
import { customerClientErrors, formFromCustomer, isCustomerDirty, toCustomerPayload, withStanding } from './customer-form';
import { addressText, customersUrl, donationSummary, orderSummary, readCustomerParams, standingText, writeCustomerParams } from './customer-list';
import type { Customer } from './types';

const CUSTOMER: Customer = {
  id: 9,
  voornaam: 'Els',
  achternaam: 'de Boer',
  email: 'els@voorbeeld.nl',
  telefoonnummer: '0301234567',
  postcode: '3581WS',
  huisnummer: 7,
  huisnummer_extension: 'bis',
  straat: 'Kerkweg',
  plaats: 'Utrecht',
  bedrijfsnaam: null,
  vaste_klant: true,
  vaste_klant_mailen: true,
  vaste_klant_producten: 2,
  vaste_klant_bezorgkeuze: 'bezorgen',
  bezorg_notitie: 'bel aan bij de buren',
};

describe('customer form', () => {
  it('switching vaste_klant off clears mailing, products and delivery choice (also in the payload)', () => {
    const off = withStanding(formFromCustomer(CUSTOMER), false);
    expect(off).toMatchObject({
      vaste_klant: false,
      vaste_klant_mailen: false,
      vaste_klant_producten: '',
      vaste_klant_bezorgkeuze: '',
    });
    expect(toCustomerPayload(off)).toMatchObject({
      vaste_klant: false,
      vaste_klant_mailen: false,
      vaste_klant_producten: null,
      vaste_klant_bezorgkeuze: null,
    });
  });

  it('switching it on starts at one portion and keeps a value already there', () => {
    const plain = formFromCustomer({ ...CUSTOMER, vaste_klant: false, vaste_klant_mailen: false, vaste_klant_producten: null, vaste_klant_bezorgkeuze: null });
    expect(withStanding(plain, true).vaste_klant_producten).toBe(1);
    expect(withStanding(formFromCustomer(CUSTOMER), true).vaste_klant_producten).toBe(2);
  });

  it('sends the customer’s own field names, trimmed, postcode compact', () => {
    const values = { ...formFromCustomer(CUSTOMER), postcode: '3581 ws', voornaam: ' Els ', bezorg_notitie: ' glutenvrij ' };
    expect(toCustomerPayload(values)).toEqual({
      voornaam: 'Els',
      achternaam: 'de Boer',
      email: 'els@voorbeeld.nl',
      telefoonnummer: '0301234567',
      postcode: '3581WS',
      huisnummer: '7',
      huisnummer_extension: 'bis',
      straat: 'Kerkweg',
      plaats: 'Utrecht',
      bedrijfsnaam: '',
      vaste_klant: true,
      vaste_klant_mailen: true,
      vaste_klant_producten: 2,
      vaste_klant_bezorgkeuze: 'bezorgen',
      bezorg_notitie: 'glutenvrij',
    });
  });

  it('reads the care note for the round, empty when the customer has none', () => {
    expect(formFromCustomer(CUSTOMER).bezorg_notitie).toBe('bel aan bij de buren');
    expect(formFromCustomer({ ...CUSTOMER, bezorg_notitie: null }).bezorg_notitie).toBe('');
  });

  it('asks a standing customer for at least one portion and a delivery choice', () => {
    const values = { ...formFromCustomer(CUSTOMER), vaste_klant_producten: 0 as const, vaste_klant_bezorgkeuze: '' as const };
    expect(Object.keys(customerClientErrors(values)).sort()).toEqual(['vaste_klant_bezorgkeuze', 'vaste_klant_producten']);
    expect(customerClientErrors(withStanding(values, false))).toEqual({});
  });

  it('is dirty only after a real change', () => {
    const initial = formFromCustomer(CUSTOMER);
    expect(isCustomerDirty({ ...initial, straat: 'Kerkweg ' }, initial)).toBe(false);
    expect(isCustomerDirty(withStanding(initial, false), initial)).toBe(true);
  });
});

describe('customer list', () => {
  it('keeps page and search in the URL and calls the right endpoint', () => {
    expect(readCustomerParams(writeCustomerParams({ page: 3, q: 'boer' }))).toEqual({ page: 3, q: 'boer' });
    expect(customersUrl({ page: 1, q: '' })).toBe('/web/admin/get_customers?page=1&per_page=25');
    expect(customersUrl({ page: 2, q: 'de boer' })).toBe('/web/admin/search_customers/de%20boer?page=2&per_page=25');
  });

  it('formats address, standing settings, orders and donations', () => {
    expect(addressText(CUSTOMER)).toBe('Kerkweg 7bis, 3581 WS Utrecht');
    expect(addressText({ ...CUSTOMER, straat: null, huisnummer: null, huisnummer_extension: null, postcode: null, plaats: null })).toBe('');
    expect(standingText(CUSTOMER)).toBe('Ja: 2 porties, bezorgen');
    expect(standingText({ ...CUSTOMER, vaste_klant_producten: 1, vaste_klant_bezorgkeuze: null })).toBe('Ja: 1 portie');
    expect(standingText({ ...CUSTOMER, vaste_klant: false })).toBe('Nee');
    expect(
      orderSummary({ id: 5, created_at: '2026-01-10T23:30:00Z', bezorg_optie: 'ophalen', bron: 'webshop', producten: 2, totaal: 900 }),
    ).toEqual({ id: 5, date: '11-01-2026 om 00:30', option: 'Ophalen', portions: 2, total: '€ 9,00', source: 'Webshop' });
    expect(donationSummary({ id: 1, created_at: '2026-06-01T10:00:00Z', bedrag: 2500, betaal_methode: 'ideal', status: 'betaald' })).toEqual({
      id: 1,
      date: '01-06-2026 om 12:00',
      amount: '€ 25,00',
      method: 'iDEAL',
      status: 'Betaald',
    });
  });
});
