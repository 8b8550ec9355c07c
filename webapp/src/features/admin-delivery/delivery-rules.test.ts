import { describe, expect, it } from 'vitest';
import {
  availableAddresses,
  moveItem,
  nextStatus,
  parseTab,
  phoneHref,
  reachableStatuses,
  routeLink,
} from './delivery-rules';
import { enqueue, flush, pendingFor, readQueue } from './tick-queue';
import type { DayOrder, DeliveryDay } from './types';

const address = { straat: 'Oude Gracht', huisnummer: 12, huisnummer_extension: 'a', postcode: '3511AB', plaats: 'Utrecht' };

describe('delivery rules', () => {
  it('keeps the tab in two values', () => {
    expect(parseTab('archief')).toBe('archief');
    expect(parseTab(null)).toBe('leverdagen');
    expect(parseTab('iets')).toBe('leverdagen');
  });

  it('moves status one step', () => {
    expect(reachableStatuses('te bezorgen')).toEqual(['te bezorgen', 'onderweg']);
    expect(reachableStatuses('bezorgd')).toEqual(['onderweg', 'bezorgd']);
    expect(nextStatus('onderweg')).toBe('bezorgd');
    expect(nextStatus('bezorgd')).toBeNull();
  });

  it('builds map, route and phone links', () => {
    const other = { ...address, straat: 'Bolstraat', huisnummer: 1, huisnummer_extension: '', postcode: 'onbekend' };
    expect(routeLink([address, other])).toBe(
      'https://www.google.com/maps/dir/Oude%20Gracht%2012a%2C%203511%20AB%20Utrecht/Bolstraat%201%2C%20onbekend%20Utrecht',
    );
    expect(routeLink([])).toBe('');
    expect(phoneHref('06 12-34 56 78')).toBe('tel:0612345678');
  });

  it('moves an address up and down within bounds', () => {
    expect(moveItem([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moveItem([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });

  it('offers delivery orders on no list or on this list', () => {
    const order = (id: number, optie: 'ophalen' | 'bezorgen', list: number | null) =>
      ({ id, bezorg_optie: optie, bezorglijst_id: list }) as DayOrder;
    const day = { orders: [order(1, 'bezorgen', null), order(2, 'ophalen', null), order(3, 'bezorgen', 7)] };
    expect(availableAddresses(day as DeliveryDay, null).map((o) => o.id)).toEqual([1]);
    expect(availableAddresses(day as DeliveryDay, 7).map((o) => o.id)).toEqual([1, 3]);
  });
});

describe('offline tick queue', () => {
  function memory() {
    const data = new Map<string, string>();
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
  }

  it('keeps the newest tick per address and sends them in order', async () => {
    const store = memory();
    enqueue(store, { listId: 1, order: 5, bezorgd: true });
    enqueue(store, { listId: 1, order: 6, bezorgd: true });
    enqueue(store, { listId: 1, order: 5, bezorgd: false });
    expect(pendingFor(store, 1)).toEqual(
      new Map([
        [6, true],
        [5, false],
      ]),
    );
    const sent: number[] = [];
    expect(await flush(store, async (t) => void sent.push(t.order))).toBe(2);
    expect(sent).toEqual([6, 5]);
    expect(readQueue(store)).toEqual([]);
  });

  it('keeps what could not be sent', async () => {
    const store = memory();
    enqueue(store, { listId: 1, order: 5, bezorgd: true });
    enqueue(store, { listId: 2, order: 8, bezorgd: true });
    const failing = async () => {
      throw new Error('offline');
    };
    expect(await flush(store, failing)).toBe(0);
    expect(readQueue(store)).toHaveLength(2);
  });

  it('survives garbage in storage', () => {
    const store = memory();
    store.setItem('soep-bezorg-ticks', '{kapot');
    expect(readQueue(store)).toEqual([]);
  });
});
