import { describe, expect, it } from 'vitest';
import {
  CLOSED,
  CLOSED_ALREADY,
  SOLD_OUT,
  clampAmount,
  dayStateMessage,
  decideDayState,
} from './day-state';
import { ORDERABLE_NOW, REGISTRATION_CLOSED_CARD, SHOP_CLOSED_CARD, cardState } from './card-state';
import type { OrderDayRow, ShopOrderDay, ShopProduct } from './types';

const row: OrderDayRow = {
  id: 7,
  product_id: 1,
  naam: 'Tomatensoep',
  hoeveelheid: 40,
  besteld: 0,
  product: { prijs: 550, korting: 50 },
};

function day(changes: Partial<ShopOrderDay> = {}): ShopOrderDay {
  return {
    id: 3,
    bestellingsdag: '2026-11-30',
    inschrijving_geopend: true,
    bestelling_openings_timestamp: '2026-11-23T08:00:00Z',
    bestelling_sluitings_timestamp: '2026-11-28T19:00:00Z',
    maximale_producten_per_klant: 4,
    state: 'orderable',
    products: [row],
    ...changes,
  };
}

describe('decideDayState', () => {
  it('shows when registration opens while the server says it is not yet open (Amsterdam time)', () => {
    const state = decideDayState(day({ state: 'not_yet_open', bestelling_openings_timestamp: '2026-11-25T08:00:00Z' }), row);
    expect(state).toEqual({ kind: 'opens-later', opensAt: new Date('2026-11-25T08:00:00Z') });
    if (state.kind !== 'opens-later') throw new Error('unexpected');
    expect(dayStateMessage(state)).toBe('De inschrijvingen voor deze bestellingsdag openen op 25-11-2026 rond 09:00 uur.');
  });

  it('says "reeds gesloten" when the server says the day has closed already', () => {
    expect(decideDayState(day({ state: 'already_closed' }), row)).toEqual({ kind: 'closed-already' });
    expect(dayStateMessage({ kind: 'closed-already' })).toBe(CLOSED_ALREADY);
  });

  it('says "gesloten" when closed, and for a not-yet-open day without an opening moment', () => {
    expect(decideDayState(day({ state: 'closed' }), row)).toEqual({ kind: 'closed' });
    const bare = day({ state: 'not_yet_open', bestelling_openings_timestamp: null });
    expect(decideDayState(bare, row)).toEqual({ kind: 'closed' });
    expect(dayStateMessage({ kind: 'closed' })).toBe(CLOSED);
  });

  it('is sold out when the server says so', () => {
    expect(decideDayState(day({ state: 'sold_out' }), row)).toEqual({ kind: 'sold-out' });
    expect(dayStateMessage({ kind: 'sold-out' })).toBe(SOLD_OUT);
  });

  it('offers a stepper bounded by the remaining portions and the maximum per customer', () => {
    expect(decideDayState(day(), row)).toEqual({ kind: 'stepper', max: 4 });
    expect(decideDayState(day(), { ...row, besteld: 38 })).toEqual({ kind: 'stepper', max: 2 });
    expect(decideDayState(day({ maximale_producten_per_klant: 1 }), row)).toEqual({ kind: 'stepper', max: 1 });
  });

  it('counts what was chosen for other soups of the same day against the maximum', () => {
    expect(decideDayState(day(), row, 3)).toEqual({ kind: 'stepper', max: 1 });
    expect(decideDayState(day(), row, 6)).toEqual({ kind: 'stepper', max: 0 });
  });

  it('follows the server, whatever the timestamps and the flag say', () => {
    const open = day({ bestelling_openings_timestamp: '2027-01-01T00:00:00Z', inschrijving_geopend: false });
    expect(decideDayState(open, row).kind).toBe('stepper');
    expect(decideDayState(day({ state: 'closed' }), row).kind).toBe('closed');
  });
});

describe('clampAmount', () => {
  it('keeps amounts within 0..max', () => {
    expect(clampAmount(-1, 4)).toBe(0);
    expect(clampAmount(9, 4)).toBe(4);
    expect(clampAmount(2, 4)).toBe(2);
    expect(clampAmount(Number.NaN, 4)).toBe(0);
    expect(clampAmount(3, -2)).toBe(0);
  });
});

describe('cardState', () => {
  const soup = (states: ShopOrderDay['state'][]): ShopProduct => ({
    id: 1,
    naam: 'Tomatensoep',
    slug: '1-tomatensoep',
    omschrijving: '',
    prijs: 550,
    korting: 0,
    status: 'beschikbaar',
    picture: null,
    pictures: [],
    besteldagen: states.map((state, n) =>
      day({ id: n + 1, state, bestelling_openings_timestamp: `2026-11-2${5 - n}T08:00:00Z` }),
    ),
  });

  it('follows the server state of the days: open, opens later, sold out, closed', () => {
    expect(cardState(soup(['sold_out', 'orderable']), false)).toEqual({ text: ORDERABLE_NOW, tone: 'open' });
    expect(cardState(soup(['not_yet_open', 'not_yet_open', 'sold_out']), false)).toEqual({
      text: 'Te bestellen vanaf 24-11-2026, 09:00 uur',
      tone: 'muted',
    });
    expect(cardState(soup(['sold_out', 'already_closed']), false)).toEqual({ text: SOLD_OUT, tone: 'sold-out' });
    expect(cardState(soup(['already_closed', 'closed']), false)).toEqual({ text: REGISTRATION_CLOSED_CARD, tone: 'muted' });
  });

  it('says nothing for a soup on no order day, and "Webwinkel gesloten" while the shop is closed', () => {
    expect(cardState(soup([]), false)).toBeNull();
    expect(cardState(soup(['orderable']), true)).toEqual({ text: SHOP_CLOSED_CARD, tone: 'muted' });
  });
});
