// The line under a soup's card on the landing (issue 25, item 6): the server's state of each order day (as the
// product page shows it), summed up per soup. A module of its own, so a soup's page does not load it.
import { formatDate } from '../../lib/rules/dates';
import { businessDate, businessTimeOfDay } from '../../lib/rules/business-time';
import { moment, SOLD_OUT } from './day-state';
import type { ShopProduct } from './types';

/** The line under a soup's card on the landing: the same server state as the product page, summed up per soup. */
export interface CardState {
  text: string;
  tone: 'open' | 'sold-out' | 'muted';
}

export const ORDERABLE_NOW = 'Nu te bestellen';
export const SHOP_CLOSED_CARD = 'Webwinkel gesloten';
export const REGISTRATION_CLOSED_CARD = 'Inschrijving gesloten';

/**
 * What a soup's card says: 'Nu te bestellen' when one of its days takes orders now; otherwise when the first day
 * opens, 'Uitverkocht', or 'Inschrijving gesloten' (in that order); nothing for a soup on no order day.
 */
export function cardState(product: ShopProduct, shopClosed: boolean): CardState | null {
  if (shopClosed) return { text: SHOP_CLOSED_CARD, tone: 'muted' };
  const days = product.besteldagen;
  if (days.length === 0) return null;
  if (days.some((day) => day.state === 'orderable')) return { text: ORDERABLE_NOW, tone: 'open' };
  const openings = days
    .filter((day) => day.state === 'not_yet_open')
    .map((day) => moment(day.bestelling_openings_timestamp))
    .filter((at): at is Date => at !== null)
    .sort((a, b) => a.getTime() - b.getTime());
  const first = openings[0];
  if (first) {
    return { text: `Te bestellen vanaf ${formatDate(businessDate(first))}, ${businessTimeOfDay(first)} uur`, tone: 'muted' };
  }
  if (days.some((day) => day.state === 'sold_out')) return { text: SOLD_OUT, tone: 'sold-out' };
  return { text: REGISTRATION_CLOSED_CARD, tone: 'muted' };
}
