// The cart as the checkout shows it: the chosen amounts joined with the products, grouped per order day, with
// subtotal, discount and total (in cents; the price paid is prijs minus korting, as the server computes it).
import type { CartAmounts, OrderDayRow, ShopOrderDay, ShopProduct } from './types';

export interface CartLine {
  rowId: number;
  productSlug: string;
  naam: string;
  amount: number;
  prijs: number;
  korting: number;
  /** (prijs - korting) * amount */
  total: number;
}

export interface CartDay {
  dayId: number;
  bestellingsdag: string;
  lines: CartLine[];
}

export interface CartSummary {
  days: CartDay[];
  count: number;
  subtotal: number;
  discount: number;
  total: number;
}

interface RowPlace {
  product: ShopProduct;
  day: ShopOrderDay;
  row: OrderDayRow;
}

/** Every order-day product row in the catalogue, by row id. */
export function rowsById(products: readonly ShopProduct[]): Map<number, RowPlace> {
  const found = new Map<number, RowPlace>();
  for (const product of products) {
    for (const day of product.besteldagen) {
      for (const row of day.products) found.set(row.id, { product, day, row });
    }
  }
  return found;
}

/** The cart's lines (amount above 0, rows still offered), grouped per order day in date order. */
export function summariseCart(products: readonly ShopProduct[], amounts: CartAmounts): CartSummary {
  const rows = rowsById(products);
  const days = new Map<number, CartDay>();
  let count = 0;
  let subtotal = 0;
  let discount = 0;
  for (const [key, amount] of Object.entries(amounts)) {
    const place = rows.get(Number(key));
    if (!place || !(amount > 0)) continue;
    const { prijs, korting } = place.row.product;
    const line: CartLine = {
      rowId: place.row.id,
      productSlug: place.product.slug,
      naam: place.row.naam,
      amount,
      prijs,
      korting,
      total: (prijs - korting) * amount,
    };
    let day = days.get(place.day.id);
    if (!day) {
      day = { dayId: place.day.id, bestellingsdag: place.day.bestellingsdag, lines: [] };
      days.set(place.day.id, day);
    }
    day.lines.push(line);
    count += amount;
    subtotal += prijs * amount;
    discount += korting * amount;
  }
  const sorted = [...days.values()].sort(
    (a, b) => a.bestellingsdag.localeCompare(b.bestellingsdag) || a.dayId - b.dayId,
  );
  for (const day of sorted) day.lines.sort((a, b) => a.naam.localeCompare(b.naam, 'nl'));
  return { days: sorted, count, subtotal, discount, total: subtotal - discount };
}

/** What the visitor chose for the other soups of `day` (the day's maximum counts them together). */
export function chosenOnDayExcept(
  day: ShopOrderDay,
  rowId: number,
  amounts: CartAmounts,
  products: readonly ShopProduct[],
): number {
  let sum = 0;
  for (const [key, place] of rowsById(products)) {
    if (place.day.id === day.id && key !== rowId) sum += amounts[String(key)] ?? 0;
  }
  return sum;
}

/** The request's `products` list: one entry per row with an amount above 0. */
export function cartProducts(amounts: CartAmounts): { id: number; gekozen_hoeveelheid: number }[] {
  return Object.entries(amounts)
    .filter(([, amount]) => amount > 0)
    .map(([key, amount]) => ({ id: Number(key), gekozen_hoeveelheid: amount }));
}
