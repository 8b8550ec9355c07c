import { describe, expect, it } from 'vitest';
import { ApiError, ValidationError } from '../../lib/api-errors';
import {
  AMOUNT_INVALID,
  AMOUNT_ORDER,
  ERASE_FAILED,
  STATEMENT_FAILED,
  amountInputText,
  defaultStatementYear,
  donationRow,
  eraseErrorText,
  eraseQuestion,
  readAmountFilter,
  statementDownloadUrl,
  statementErrorText,
  statementYears,
  donationsUrl,
  exportUrl,
  readDonationParams,
  totalsText,
  writeDonationParams,
  yearTotalsText,
  type ListedDonation,
} from './donation-list';

const donation: ListedDonation = {
  id: 7,
  created_at: '2026-11-23T09:00:00Z',
  bedrag: 2500,
  betaal_methode: 'ideal',
  status: 'betaald',
  anoniem: false,
  zakelijk: false,
  voornaam: 'Joke',
  achternaam: 'Bakker',
  bedrijfsnaam: '',
  email: 'joke@example.nl',
  postcode: '3511AB',
  plaats: 'Utrecht',
  customer_id: 3,
};

describe('donations list', () => {
  it('reads only sensible filters from the URL and writes them back', () => {
    const list = readDonationParams(new URLSearchParams('q=joke&status=betaald&van=2026-01-01&tot=nope&page=2'));
    expect(list).toEqual({ page: 2, q: 'joke', status: 'betaald', van: '2026-01-01', tot: '', methode: '', bedragVan: null, bedragTot: null });
    expect(readDonationParams(new URLSearchParams('status=gestolen&page=-1'))).toMatchObject({ status: '', page: 1 });
    expect(writeDonationParams(list).toString()).toBe('q=joke&status=betaald&van=2026-01-01&page=2');
  });

  it('asks the server with the contract names, the export without paging', () => {
    const list = readDonationParams(new URLSearchParams('q= joke &status=open&page=3'));
    expect(donationsUrl(list)).toBe('/web/admin/get_donations?zoek=joke&status=open&page=3&per_page=25');
    expect(exportUrl(list)).toBe('/web/admin/export_donations?zoek=joke&status=open');
    expect(exportUrl(readDonationParams(new URLSearchParams()))).toBe('/web/admin/export_donations');
    const debits = readDonationParams(new URLSearchParams('methode=directdebit'));
    expect(donationsUrl(debits)).toBe('/web/admin/get_donations?methode=directdebit&page=1&per_page=25');
    expect(readDonationParams(new URLSearchParams('methode=contant')).methode).toBe('');
  });

  it('lists the totals per year, newest first', () => {
    const year = (jaar: number, bedrag: number, bedrag_betaald: number) => ({ jaar, maand: null, aantal: 1, bedrag, bedrag_betaald });
    expect(yearTotalsText([year(2026, 4200, 3500), year(2025, 400, 400)])).toBe(
      'Per jaar: 2026 € 42,00 (betaald € 35,00) · 2025 € 4,00 (betaald € 4,00)',
    );
    expect(yearTotalsText([])).toBe('');
  });

  it('shows a row in Dutch and never names an anonymous donor', () => {
    expect(donationRow(donation)).toMatchObject({
      date: '23-11-2026 om 10:00',
      amount: '€ 25,00',
      status: 'Betaald',
      method: 'iDEAL',
      donor: 'Joke Bakker',
      place: '3511 AB Utrecht',
      customerId: 3,
    });
    expect(donationRow({ ...donation, anoniem: true, bedrijfsnaam: 'X' })).toMatchObject({ donor: 'Anoniem', company: '' });
  });

  it('counts the selection in Dutch', () => {
    expect(totalsText({ total: 1, totaal_bedrag: 2500, totaal_betaald: 2500 })).toBe('1 donatie, samen € 25,00 (betaald: € 25,00)');
    expect(totalsText({ total: 2, totaal_bedrag: 3200, totaal_betaald: 2500 })).toBe('2 donaties, samen € 32,00 (betaald: € 25,00)');
  });

  it('keeps the amount filter in cents in the URL and sends it with the contract names', () => {
    const list = readDonationParams(new URLSearchParams('bedrag_van=1250&bedrag_tot=5000'));
    expect([list.bedragVan, list.bedragTot]).toEqual([1250, 5000]);
    expect(writeDonationParams(list).toString()).toBe('bedrag_van=1250&bedrag_tot=5000');
    expect(donationsUrl(list)).toBe('/web/admin/get_donations?bedrag_van=1250&bedrag_tot=5000&page=1&per_page=25');
    expect(exportUrl(list)).toBe('/web/admin/export_donations?bedrag_van=1250&bedrag_tot=5000');
    const nonsense = readDonationParams(new URLSearchParams('bedrag_van=-5&bedrag_tot=12,5'));
    expect([nonsense.bedragVan, nonsense.bedragTot]).toEqual([null, null]);
    expect([amountInputText(1250), amountInputText(123456), amountInputText(null)]).toEqual(['12,50', '1.234,56', '']);
  });

  it('reads the typed amounts in euros and says in Dutch what cannot be used', () => {
    expect(readAmountFilter('12,50', '€ 100')).toEqual({ bedragVan: 1250, bedragTot: 10000, errors: {} });
    expect(readAmountFilter(' ', '')).toEqual({ bedragVan: null, bedragTot: null, errors: {} });
    expect(readAmountFilter('twaalf', '-3').errors).toEqual({ van: AMOUNT_INVALID, tot: AMOUNT_INVALID });
    expect(readAmountFilter('50', '10').errors).toEqual({ tot: AMOUNT_ORDER });
    expect(AMOUNT_INVALID).toBe('Vul een bedrag in euro in, bijvoorbeeld 12,50.');
  });

  it('offers the yearly statement only for a named donation with an address', () => {
    expect(donationRow(donation).canStatement).toBe(true);
    expect(donationRow({ ...donation, anoniem: true }).canStatement).toBe(false);
    expect(donationRow({ ...donation, email: '' }).canStatement).toBe(false);
    expect(donationRow({ ...donation, voornaam: '', achternaam: '', bedrijfsnaam: '' }).canStatement).toBe(false);
    expect(donationRow({ ...donation, voornaam: '', achternaam: '', bedrijfsnaam: 'Bakkerij' }).canStatement).toBe(true);
  });

  it('chooses last year by default among the seven years kept, and shows the reason of a refusal', () => {
    const today = new Date(2026, 1, 3);
    expect(defaultStatementYear(today)).toBe(2025);
    expect(statementYears(today)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020]);
    expect(statementDownloadUrl(7, 2025)).toBe('/web/admin/download_gift_statement/7?year=2025');
    const refused = new ValidationError({}, 'De invoer is niet geldig.', { year: ['Joke Bakker heeft in 2024 geen giften op naam gedaan.'] });
    expect(statementErrorText(refused)).toBe('Joke Bakker heeft in 2024 geen giften op naam gedaan.');
    expect(statementErrorText(new Error('netwerk'))).toBe(STATEMENT_FAILED);
  });

  it('offers erasing only for a named donor who is no customer, and says what goes and what stays', () => {
    expect(donationRow(donation).canErase).toBe(false); // a customer: erased on the customer page
    const donor = { ...donation, customer_id: null };
    expect(donationRow(donor).canErase).toBe(true);
    expect(donationRow({ ...donor, anoniem: true }).canErase).toBe(false);
    expect(donationRow({ ...donor, email: '' }).canErase).toBe(false);
    const question = eraseQuestion(donationRow(donor));
    expect(question).toContain('Joke Bakker (joke@example.nl)');
    expect(question).toContain('alleen de bedragen en data blijven');
    expect(question).toContain('Een lopende maandelijkse gift wordt eerst gestopt.');
    const refused = new ValidationError({}, 'De invoer is niet geldig.', { id: ['Deze donateur is ook klant.'] });
    expect(eraseErrorText(refused)).toBe('Deze donateur is ook klant.');
    expect(eraseErrorText(new ApiError(502, { message: 'De betaaldienst is niet bereikbaar.' }))).toBe('De betaaldienst is niet bereikbaar.');
    expect(eraseErrorText(new Error('netwerk'))).toBe(ERASE_FAILED);
  });
});
