import { describe, expect, it } from 'vitest';
import {
  formFromProposal,
  canRemoveRow,
  checkOrderDayDate,
  DATE_BEFORE_TODAY,
  DATE_INPUT_INVALID,
  emptyForm,
  formFromDay,
  isDirty,
  messagesWithoutInput,
  newRow,
  normaliseDate,
  normaliseTime,
  TIME_INPUT_INVALID,
  toPayload,
  withoutRow,
} from './order-day-form';
import type { OrderDay } from './types';

const TODAY = '2026-11-23';

function row(id: number, productId: number, naam: string, hoeveelheid: number, besteld: number) {
  const product = { prijs: 450, korting: 0 };
  return { id, product_id: productId, naam: { id: productId, naam }, hoeveelheid, besteld, product };
}

const SAVED: OrderDay = {
  id: 7,
  user: { id: 1, name: 'Sanne' },
  bestellingsdag: '2026-11-30',
  inschrijving_geopend: true,
  zichtbaar: false,
  nu_geopend: true,
  nu_zichtbaar: false,
  inschrijving_status: { state: 'open', text: 'Open tot 28-11-2026 om 20:00' },
  zichtbaar_status: { state: 'switched_off', text: 'Onzichtbaar — met de hand verborgen' },
  bestelling_openings_timestamp: '2026-11-23T08:00:00Z',
  bestelling_sluitings_timestamp: '2026-11-28T19:00:00Z',
  bestelling_zichtbaar_timestamp: '2026-06-22T08:00:00Z',
  bestelling_onzichtbaar_timestamp: '2026-11-30T22:00:00Z',
  maximale_producten_per_klant: 2,
  bestellingen: 1,
  totale_producten: 30,
  bestelde_producten: 2,
  beschikbare_producten: 28,
  products: [
    row(11, 3, 'Erwtensoep', 10, 2),
    row(12, 4, 'Tomatensoep', 20, 0),
  ],
};

describe('date and time inputs', () => {
  it('normalises dates the spec way and clears invalid ones', () => {
    expect(normaliseDate('30/11/2026', TODAY)).toEqual({ text: '30-11-2026' });
    expect(normaliseDate('1-12', TODAY)).toEqual({ text: '01-12-2026' });
    expect(normaliseDate('1-12-27', TODAY)).toEqual({ text: '01-12-2027' });
    expect(normaliseDate('31-02-2027', TODAY)).toEqual({ text: '', error: DATE_INPUT_INVALID });
    expect(normaliseDate('1-2-3-4', TODAY)).toEqual({ text: '', error: DATE_INPUT_INVALID });
    expect(normaliseDate('  ', TODAY)).toEqual({ text: '' });
  });

  it('normalises times and rejects impossible ones', () => {
    expect(normaliseTime('930')).toEqual({ text: '09:30' });
    expect(normaliseTime('12:30')).toEqual({ text: '12:30' });
    expect(normaliseTime('2460')).toEqual({ text: '', error: TIME_INPUT_INVALID });
    expect(normaliseTime('9')).toEqual({ text: '', error: TIME_INPUT_INVALID });
  });

  it('refuses an order day before today unless it is the saved day', () => {
    expect(checkOrderDayDate('22-11-2026', TODAY)).toEqual({ text: '22-11-2026', error: DATE_BEFORE_TODAY });
    expect(checkOrderDayDate('22-11-2026', TODAY, '2026-11-22')).toEqual({ text: '22-11-2026' });
    expect(checkOrderDayDate('23-11', TODAY)).toEqual({ text: '23-11-2026' });
  });
});

describe('the form and the payload', () => {
  it('starts a new day with the defaults', () => {
    const values = emptyForm();
    expect(values.maximale_producten_per_klant).toBe(1);
    expect(values.inschrijving_geopend && values.zichtbaar).toBe(true);
    expect(values.products).toEqual([]);
  });

  it('reads a saved day in Amsterdam time and sends it back unchanged', () => {
    const values = formFromDay(SAVED);
    expect(values.bestellingsdag).toBe('30-11-2026');
    expect(values.moments.openings).toEqual({ datum: '23-11-2026', tijdstip: '09:00' });
    expect(values.moments.zichtbaar).toEqual({ datum: '22-06-2026', tijdstip: '10:00' });
    expect(values.moments.onzichtbaar).toEqual({ datum: '30-11-2026', tijdstip: '23:00' });
    const payload = toPayload(values, TODAY);
    expect(payload).toEqual({
      bestellingsdag: '2026-11-30',
      bestelling_openings_timestamp: '2026-11-23T08:00:00Z',
      bestelling_sluitings_timestamp: '2026-11-28T19:00:00Z',
      bestelling_zichtbaar_timestamp: '2026-06-22T08:00:00Z',
      bestelling_onzichtbaar_timestamp: '2026-11-30T22:00:00Z',
      maximale_producten_per_klant: 2,
      inschrijving_geopend: true,
      zichtbaar: false,
      products: [
        { id: 11, naam: { id: 3 }, hoeveelheid: 10 },
        { id: 12, naam: { id: 4 }, hoeveelheid: 20 },
      ],
      deleted_products: [],
    });
  });

  it('sends empty or invalid fields so that the server names them', () => {
    const values = { ...emptyForm(), maximale_producten_per_klant: '' as const, products: [newRow()] };
    values.moments = { ...values.moments, openings: { datum: '30-11-2026', tijdstip: '' } };
    const payload = toPayload(values, TODAY);
    expect(payload.bestellingsdag).toBe('');
    expect(payload.bestelling_openings_timestamp).toBe('');
    expect(payload.maximale_producten_per_klant).toBe(0);
    expect(payload.products).toEqual([{ naam: null, hoeveelheid: null }]);
  });

  it('lists only the server messages that no input shows', () => {
    const errors = {
      bestellingsdag: ['a'],
      bestelling_sluitings_timestamp: ['b'],
      'products.0.naam.id': ['c'],
      'products.1.hoeveelheid': ['d'],
      products: ['e'],
      zichtbaar: ['f'],
    };
    expect(messagesWithoutInput(errors)).toEqual(['f']);
  });

  it('removes new rows, collects removed saved rows and tracks changes', () => {
    const initial = formFromDay(SAVED);
    expect(canRemoveRow(initial.products[0]!)).toBe(false);
    expect(canRemoveRow(initial.products[1]!)).toBe(true);
    const withNew = { ...initial, products: [...initial.products, newRow()] };
    expect(isDirty(withNew, initial)).toBe(true);
    expect(withoutRow(withNew, 2)).toEqual(initial);
    const removed = withoutRow(initial, 1);
    expect(removed.products.map((row) => row.id)).toEqual([11]);
    expect(toPayload(removed, TODAY).deleted_products).toEqual([{ id: 12 }]);
    expect(isDirty(removed, initial)).toBe(true);
  });
});

describe('formFromProposal', () => {
  it('fills the form from the proposal with the soups named and the moments in Amsterdam time', () => {
    const values = formFromProposal(
      {
        bestellingsdag: '2026-12-07',
        bestelling_openings_timestamp: '2026-11-30T08:00:00Z',
        bestelling_sluitings_timestamp: '2026-12-05T19:00:00Z',
        bestelling_zichtbaar_timestamp: '2026-11-29T08:00:00Z',
        bestelling_onzichtbaar_timestamp: '2026-12-07T22:00:00Z',
        maximale_producten_per_klant: 2,
        inschrijving_geopend: true,
        zichtbaar: true,
        products: [{ naam: { id: 3 }, hoeveelheid: 20 }],
      },
      [{ id: 3, naam: 'Erwtensoep' }],
    );
    expect(values.bestellingsdag).toBe('07-12-2026');
    expect(values.moments.openings).toEqual({ datum: '30-11-2026', tijdstip: '09:00' });
    expect(values.products.map(({ productId, naam, hoeveelheid, id }) => ({ productId, naam, hoeveelheid, id }))).toEqual([
      { productId: '3', naam: 'Erwtensoep', hoeveelheid: 20, id: undefined },
    ]);
    expect(values.maximale_producten_per_klant).toBe(2);
  });
});
