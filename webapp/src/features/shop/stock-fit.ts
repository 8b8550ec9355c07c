// The basket fitted to the stock (issue 25, item 19). Loaded by the shop shell only when the basket holds something,
// so a first visit does not download it.
import { counted, plural } from '../../lib/rules/counted';
import { rowsById } from './cart';
import { formatOrderDay } from './shop-texts';
import type { CartAmounts, ShopProduct } from './types';

/** A chosen amount that came down because fewer portions are left than the visitor held. */
export interface StockChange {
  rowId: number;
  naam: string;
  bestellingsdag: string;
  from: number;
  to: number;
}

/**
 * The cart fitted to the stock the catalogue shows now: an amount above the portions left (hoeveelheid - besteld)
 * comes down to what is left (0 removes the line). Rows the catalogue no longer has are left alone here (the
 * checkout drops them). `changes` is empty when nothing had to change.
 */
export function fitCartToStock(
  products: readonly ShopProduct[],
  amounts: CartAmounts,
): { amounts: CartAmounts; changes: StockChange[] } {
  const rows = rowsById(products);
  const fitted: CartAmounts = {};
  const changes: StockChange[] = [];
  for (const [key, amount] of Object.entries(amounts)) {
    const place = rows.get(Number(key));
    const left = place ? Math.max(0, place.row.hoeveelheid - place.row.besteld) : amount;
    if (place && amount > left) {
      changes.push({ rowId: place.row.id, naam: place.row.naam, bestellingsdag: place.day.bestellingsdag, from: amount, to: left });
    }
    const kept = Math.min(amount, left);
    if (kept > 0) fitted[key] = kept;
  }
  return { amounts: changes.length > 0 ? fitted : amounts, changes };
}

/** The short notice of one change: 'Er is nog maar 1 portie Erwtensoep over voor vrijdag 27-11-2026; ...'. */
export function stockChangeNotice(change: StockChange): string {
  const day = formatOrderDay(change.bestellingsdag);
  if (change.to === 0) return `${change.naam} voor ${day} is uitverkocht en uit uw mandje gehaald.`;
  const left = counted(change.to, 'portie', 'porties');
  return `Er ${plural(change.to, 'is', 'zijn')} nog maar ${left} ${change.naam} over voor ${day}; uw keuze is aangepast.`;
}
