import { describe, expect, it } from 'vitest';
import { ApiError, ValidationError } from '../../lib/api-errors';
import { STOP_FAILED, dayText, giftRow, giftsUrl, monthlyTotalText, readGiftPage, readGiftStatus, stopErrorText, stopQuestion, type StaffGift } from './monthly-gifts';

const gift: StaffGift = {
  id: 4,
  bedrag: 1500,
  status: 'actief',
  status_label: 'Actief',
  naam: 'Gijs Gulle',
  bedrijfsnaam: '',
  email: 'gijs@example.org',
  plaats: 'Utrecht',
  created_at: '2026-12-01T09:00:00Z',
  start_date: '2027-01-01',
  next_date: '2027-01-01',
  stopped_at: null,
};

describe('monthly gifts for managers', () => {
  it('shows the donor, the amount per month, the state and the next charge day', () => {
    expect(giftRow(gift)).toEqual({
      id: 4,
      donor: 'Gijs Gulle',
      company: '',
      email: 'gijs@example.org',
      place: 'Utrecht',
      amount: '€ 15,00 per maand',
      state: 'Actief',
      nextDate: '01-01-2027',
      canStop: true,
    });
  });

  it('names a business donor by the company when there is no name, and a stopped gift cannot be stopped again', () => {
    const row = giftRow({ ...gift, naam: '', bedrijfsnaam: 'Bakkerij Bol', status: 'gestopt', status_label: 'Gestopt', next_date: null });
    expect([row.donor, row.company, row.nextDate, row.canStop]).toEqual(['Bakkerij Bol', '', '–', false]);
    expect(giftRow({ ...gift, bedrijfsnaam: 'Bakkerij Bol' }).company).toBe('Bakkerij Bol');
  });

  it('filters on a known state only', () => {
    expect(giftsUrl('')).toBe('/web/admin/get_monthly_gifts?page=1&per_page=25');
    expect(giftsUrl('gepauzeerd', 3)).toBe('/web/admin/get_monthly_gifts?page=3&per_page=25&status=gepauzeerd');
    expect(readGiftStatus('gestopt')).toBe('gestopt');
    expect(readGiftStatus('weg')).toBe('');
    expect(readGiftStatus(null)).toBe('');
  });

  it('reads the page from the URL, 1 for anything else', () => {
    expect([readGiftPage('2'), readGiftPage('0'), readGiftPage('x'), readGiftPage('1.5'), readGiftPage(null)]).toEqual([2, 1, 1, 1, 1]);
  });

  it('sums the active gifts per month and asks before stopping', () => {
    expect(monthlyTotalText({ totaal_per_maand: 4750 })).toBe('Actieve giften samen: € 47,50 per maand');
    expect(stopQuestion(giftRow(gift))).toContain('maandelijkse gift van Gijs Gulle (€ 15,00 per maand) wilt stoppen?');
    expect(dayText(null)).toBe('–');
  });

  it("shows the server's Dutch message when Mollie is down or the gift had stopped, else a general one", () => {
    const down = new ApiError(502, { message: 'De maandelijkse gift is niet gestopt: de betaaldienst (Mollie) is niet bereikbaar.' });
    expect(stopErrorText(down)).toContain('Mollie');
    const stopped = new ValidationError({}, 'Deze maandelijkse gift is al gestopt.', { id: ['Deze maandelijkse gift is al gestopt.'] });
    expect(stopErrorText(stopped)).toBe('Deze maandelijkse gift is al gestopt.');
    expect(stopErrorText(new ApiError(500, null))).toBe(STOP_FAILED);
    expect(stopErrorText(new Error('x'))).toBe(STOP_FAILED);
  });
});
