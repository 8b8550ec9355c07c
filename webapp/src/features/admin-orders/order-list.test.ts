import { describe, expect, it } from 'vitest';
import { isOrderKey, mailState, orderRow, ordersUrl, readListParams, writeListParams } from './order-list';
import { JANS_ORDER } from './order-fixture';
import type { AdminOrder } from './types';

const ORDER: AdminOrder = {
  ...JANS_ORDER,
  opmerking: null,
  bezorg_optie: 'bezorgen',
  bron: 'vaste_klant',
  producten: 3,
  totaal: 123450,
  created_at: '2026-07-20T09:15:00Z',
  email_verzonden: false,
  customer_id: null,
  products: [
    line(1, '2026-12-04'),
    line(2, '2026-11-27'),
    line(3, '2026-12-04'),
  ],
};

function line(id: number, bestellingsdag: string): AdminOrder['products'][number] {
  const orderday = { id: bestellingsdag === '2026-11-27' ? 1 : 2, bestellingsdag };
  return {
    id,
    orderday_id: orderday.id,
    orderday,
    orderday_product: { id, naam: 'Erwtensoep', hoeveelheid: 10, besteld: 1 },
    hoeveelheid: 1,
  };
}

describe('the order day column', () => {
  it('names each order day of the lines once, soonest first', () => {
    expect(orderRow(ORDER).orderDays).toBe('27-11-2026, 04-12-2026');
    expect(orderRow({ ...ORDER, products: [] }).orderDays).toBe('');
  });

  it('says so when the customer cancelled the whole order by the link (issue 26)', () => {
    expect(orderRow({ ...ORDER, products: [], geannuleerd: true }).orderDays).toBe('Geannuleerd door de klant');
  });
});

describe('list state in the URL', () => {
  it('reads page, search and filters, ignoring nonsense', () => {
    expect(readListParams(new URLSearchParams('page=3&q=3581%20WS&orderday=7&bezorg_optie=ophalen'))).toEqual({
      page: 3,
      q: '3581 WS',
      orderday: '7',
      bezorgOptie: 'ophalen',
    });
    expect(readListParams(new URLSearchParams('page=-2&orderday=x&bezorg_optie=vliegen'))).toEqual({
      page: 1,
      q: '',
      orderday: '',
      bezorgOptie: '',
    });
  });

  it('writes only what differs from the default, and round-trips', () => {
    expect(writeListParams({ page: 1, q: ' ', orderday: '', bezorgOptie: '' }).toString()).toBe('');
    const list = { page: 4, q: 'jansen', orderday: '2', bezorgOptie: 'bezorgen' as const };
    expect(readListParams(writeListParams(list))).toEqual(list);
  });
});

describe('the list call', () => {
  it('uses get_orders without a search, with page, size and filters', () => {
    expect(ordersUrl({ page: 2, q: '', orderday: '5', bezorgOptie: 'ophalen' })).toBe(
      '/web/admin/get_orders?page=2&per_page=25&orderday=5&bezorg_optie=ophalen',
    );
  });

  it('uses search_orders/{zoekwaarde} with the search encoded', () => {
    expect(ordersUrl({ page: 1, q: ' 3581 WS/1 ', orderday: '', bezorgOptie: '' })).toBe(
      '/web/admin/search_orders/3581%20WS%2F1?page=1&per_page=25',
    );
  });
});

describe('a row', () => {
  it('shows the order the Dutch way', () => {
    expect(orderRow(ORDER)).toEqual({
      id: 120,
      number: '120',
      orderDays: '27-11-2026, 04-12-2026',
      date: '20-07-2026 om 11:15',
      name: 'Jan Jansen',
      address: 'Nachtegaalstraat 12A',
      place: '3581 WS Utrecht',
      option: 'Bezorgen',
      portions: 3,
      total: '€ 1.234,50',
      source: 'Vaste klant',
      mail: 'not_sent',
    });
  });

  it('keeps odd stored values readable', () => {
    const row = orderRow({ ...ORDER, postcode: 'B-1000', huisnummer_extension: null, created_at: 'gisteren', bron: 'admin', totaal: 1250 });
    expect(row.place).toBe('B-1000 Utrecht');
    expect(row.address).toBe('Nachtegaalstraat 12');
    expect(row.date).toBe('gisteren');
    expect(row.source).toBe('Beheer');
    expect(row.total).toBe('€ 12,50');
  });
});

describe('opening one order from the search box', () => {
  it('accepts an order number or a uuid, nothing else', () => {
    expect(isOrderKey(' 120 ')).toBe(true);
    expect(isOrderKey('0b9c6c2e-8f1a-4c7e-9a53-2f1d3b4c5d6e')).toBe(true);
    expect(isOrderKey('3581 WS')).toBe(false);
    expect(isOrderKey('jansen')).toBe(false);
    expect(isOrderKey('')).toBe(false);
  });
});

describe('the mail column (issue 25 item 17)', () => {
  it('tells a mail on its way from a mail that was not sent', () => {
    expect(mailState({ email_verzonden: true, email_wachtrij: false })).toBe('sent');
    expect(mailState({ email_verzonden: false, email_wachtrij: true })).toBe('waiting');
    expect(mailState({ email_verzonden: false, email_wachtrij: false })).toBe('not_sent');
    expect(mailState({ email_verzonden: false })).toBe('not_sent');
  });
});
