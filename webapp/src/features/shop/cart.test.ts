import { describe, expect, it } from 'vitest';
import { cartProducts, chosenOnDayExcept, summariseCart } from './cart';
import { fitCartToStock, stockChangeNotice } from './stock-fit';
import type { ShopProduct } from './types';

function product(id: number, naam: string, rows: { dayId: number; date: string; rowId: number }[]): ShopProduct {
  return {
    id,
    naam,
    slug: `${id}-${naam.toLowerCase()}`,
    omschrijving: '',
    prijs: 550,
    korting: 50,
    status: 'beschikbaar',
    picture: null,
    pictures: [],
    besteldagen: rows.map(({ dayId, date, rowId }) => ({
      id: dayId,
      bestellingsdag: date,
      inschrijving_geopend: true,
      state: 'orderable' as const,
      bestelling_openings_timestamp: null,
      bestelling_sluitings_timestamp: null,
      maximale_producten_per_klant: 4,
      products: [{ id: rowId, product_id: id, naam, hoeveelheid: 10, besteld: 0, product: { prijs: 550, korting: id === 2 ? 0 : 50 } }],
    })),
  };
}

const products = [
  product(1, 'Tomatensoep', [
    { dayId: 20, date: '2026-12-07', rowId: 201 },
    { dayId: 10, date: '2026-11-30', rowId: 101 },
  ]),
  product(2, 'Erwtensoep', [{ dayId: 10, date: '2026-11-30', rowId: 102 }]),
];

describe('summariseCart', () => {
  it('groups lines per order day in date order and adds up subtotal, discount and total', () => {
    const summary = summariseCart(products, { '201': 1, '101': 2, '102': 1, '999': 3, '103': 0 });
    expect(summary.days.map((d) => d.bestellingsdag)).toEqual(['2026-11-30', '2026-12-07']);
    expect(summary.days[0]?.lines.map((l) => [l.naam, l.amount, l.total])).toEqual([
      ['Erwtensoep', 1, 550],
      ['Tomatensoep', 2, 1000],
    ]);
    expect(summary.count).toBe(4);
    expect(summary.subtotal).toBe(4 * 550);
    expect(summary.discount).toBe(3 * 50);
    expect(summary.total).toBe(4 * 550 - 150);
  });

  it('is empty without amounts', () => {
    expect(summariseCart(products, {})).toEqual({ days: [], count: 0, subtotal: 0, discount: 0, total: 0 });
  });
});

describe('chosenOnDayExcept', () => {
  it('sums the other soups of the same day only', () => {
    const day = products[0]!.besteldagen[1]!;
    expect(chosenOnDayExcept(day, 101, { '101': 2, '102': 3, '201': 1 }, products)).toBe(3);
  });
});

describe('cartProducts', () => {
  it('sends the rows with an amount above 0', () => {
    expect(cartProducts({ '101': 2, '102': 0 })).toEqual([{ id: 101, gekozen_hoeveelheid: 2 }]);
  });
});

describe('fitCartToStock', () => {
  const withStock = (besteld: number) =>
    products.map((p) => ({
      ...p,
      besteldagen: p.besteldagen.map((d) => ({
        ...d,
        products: d.products.map((r) => (r.id === 101 ? { ...r, besteld } : r)),
      })),
    }));

  it('brings an amount above the portions left down to what is left, with a notice per change', () => {
    const { amounts, changes } = fitCartToStock(withStock(9), { '101': 3, '102': 2, '999': 1 });
    expect(amounts).toEqual({ '101': 1, '102': 2, '999': 1 });
    expect(changes).toEqual([{ rowId: 101, naam: 'Tomatensoep', bestellingsdag: '2026-11-30', from: 3, to: 1 }]);
    expect(stockChangeNotice(changes[0]!)).toBe(
      'Er is nog maar 1 portie Tomatensoep over voor maandag 30-11-2026; uw keuze is aangepast.',
    );
    expect(stockChangeNotice({ ...changes[0]!, to: 2 })).toBe(
      'Er zijn nog maar 2 porties Tomatensoep over voor maandag 30-11-2026; uw keuze is aangepast.',
    );
  });

  it('removes a sold-out line and says so; leaves a cart within the stock untouched', () => {
    const { amounts, changes } = fitCartToStock(withStock(10), { '101': 2 });
    expect(amounts).toEqual({});
    expect(stockChangeNotice(changes[0]!)).toBe('Tomatensoep voor maandag 30-11-2026 is uitverkocht en uit uw mandje gehaald.');
    const same = { '101': 1 };
    expect(fitCartToStock(withStock(9), same)).toEqual({ amounts: same, changes: [] });
  });
});
