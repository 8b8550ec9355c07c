import { describe, expect, it } from 'vitest';
import {
  AMOUNT_INVALID,
  AMOUNT_REQUIRED,
  AMOUNT_TOO_HIGH,
  AMOUNT_TOO_LOW,
  amountCents,
  amountProblem,
  canLookUpAddress,
  donationBody,
  EMPTY_DONATION,
  safeRedirect,
  thanksMessage,
} from './donation-form';

const DONOR = {
  ...EMPTY_DONATION,
  amount: '1000' as const,
  voornaam: 'Joke',
  achternaam: 'Bakker',
  email: 'joke@example.nl',
  postcode: '3511 AB',
  huisnummer: '12',
  straat: 'Kerkstraat',
  plaats: 'Utrecht',
  zakelijk: true,
  bedrijfsnaam: 'Bakkerij',
};

describe('donation form', () => {
  it('reads preset and custom amounts', () => {
    expect(amountCents(DONOR)).toBe(1000);
    expect(amountCents({ ...DONOR, amount: 'custom', customAmount: '12,50' })).toBe(1250);
    expect(amountCents({ ...DONOR, amount: 'none' })).toBeNull();
  });

  it('checks the bounds of the amount', () => {
    expect(amountProblem({ ...DONOR, amount: 'none' })).toBe(AMOUNT_REQUIRED);
    expect(amountProblem({ ...DONOR, amount: 'custom', customAmount: '' })).toBe(AMOUNT_REQUIRED);
    expect(amountProblem({ ...DONOR, amount: 'custom', customAmount: 'veel' })).toBe(AMOUNT_INVALID);
    expect(amountProblem({ ...DONOR, amount: 'custom', customAmount: '0,99' })).toBe(AMOUNT_TOO_LOW);
    expect(amountProblem({ ...DONOR, amount: 'custom', customAmount: '10.000,01' })).toBe(AMOUNT_TOO_HIGH);
    expect(amountProblem({ ...DONOR, amount: 'custom', customAmount: '10.000' })).toBeNull();
    expect(amountProblem(DONOR)).toBeNull();
  });

  it('clears every personal field of an anonymous donation', () => {
    const body = donationBody({ ...DONOR, anoniem: true });
    expect(body).toEqual({
      bedrag: 1000,
      betaal_methode: 'ideal',
      anoniem: true,
      zakelijk: false,
      bedrijfsnaam: '',
      voornaam: '',
      achternaam: '',
      postcode: '',
      huisnummer: '',
      straat: '',
      plaats: '',
      email: '',
      periodiek: 'eenmalig',
    });
  });

  it('gives once by default, monthly when chosen, and never monthly when anonymous', () => {
    expect(donationBody(DONOR).periodiek).toBe('eenmalig');
    expect(donationBody({ ...DONOR, periodiek: 'maandelijks' }).periodiek).toBe('maandelijks');
    expect(donationBody({ ...DONOR, periodiek: 'maandelijks', anoniem: true }).periodiek).toBe('eenmalig');
  });

  it('sends the company only for a business donation', () => {
    expect(donationBody(DONOR).bedrijfsnaam).toBe('Bakkerij');
    expect(donationBody({ ...DONOR, zakelijk: false }).bedrijfsnaam).toBe('');
    expect(donationBody(DONOR).voornaam).toBe('Joke');
  });

  it('looks up an address only with a postcode and a house number', () => {
    expect(canLookUpAddress({ postcode: '3511ab', huisnummer: '12a' })).toBe(true);
    expect(canLookUpAddress({ postcode: '3511', huisnummer: '12' })).toBe(false);
    expect(canLookUpAddress({ postcode: '3511AB', huisnummer: '' })).toBe(false);
  });

  it('redirects only within this site', () => {
    expect(safeRedirect('/meedoen')).toBe('/meedoen');
    expect(safeRedirect(' / ')).toBe('/');
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '', 3, null]) {
      expect(safeRedirect(bad)).toBe('/');
    }
  });

  it('thanks once, with the amount on one line and what happened to the payment', () => {
    const text = 'Hartelijk dank voor uw donatie! Met uw steun helpen wij jongeren.';
    const paid = thanksMessage({ bedrag: 1250, status: 'betaald' }, text);
    expect(paid).toBe(`Uw donatie van €\u00a012,50 is ontvangen. ${text}`);
    expect(paid.match(/dank/gi)).toHaveLength(1);
    expect(thanksMessage({ bedrag: 500, status: 'open' }, text)).toBe(`Uw donatie van €\u00a05,00 wordt nog verwerkt. ${text}`);
    expect(thanksMessage(null, '  ')).toBe('Hartelijk dank voor uw donatie!');
  });
});
