// What a shopper sees for one order day on the product page (spec doc 1 section 4, 'Order day as seen by a
// shopper'): exactly one of five states. The server decides the state (`state` of each order day in
// get_products, OrderDay.shopper_state); this module only turns it into what the screen renders. What stays on
// this side, and why: the stepper's maximum (it counts what the visitor chose for other soups of the same day, a
// choice only the browser holds), the wording of the opening moment (presentation), and, in the product page,
// a timer that fetches the products again just after a day's opening moment, so 'opens later' becomes the
// server's 'orderable' without a manual reload.
import { formatDate } from '../../lib/rules/dates';
import { businessDate, businessTimeOfDay, parseUtcIso } from '../../lib/rules/business-time';
import type { OrderDayRow, ShopOrderDay } from './types';

export type DayState =
  | { kind: 'opens-later'; opensAt: Date }
  | { kind: 'closed-already' }
  | { kind: 'closed' }
  | { kind: 'sold-out' }
  | { kind: 'stepper'; max: number };

export const CLOSED_ALREADY = 'De inschrijvingen voor deze bestellingsdag zijn reeds gesloten.';
export const CLOSED = 'De inschrijvingen voor deze bestellingsdag zijn gesloten.';
export const SOLD_OUT = 'Uitverkocht';

export function moment(text: string | null): Date | null {
  if (!text) return null;
  try {
    return parseUtcIso(text);
  } catch {
    return null;
  }
}

/**
 * The screen's state of `row` on `day`, from the server's `day.state`. `chosenElsewhere` is what the visitor
 * already chose for other soups on the same day: the day's maximum per customer counts all soups of that day
 * together.
 */
export function decideDayState(day: ShopOrderDay, row: OrderDayRow, chosenElsewhere = 0): DayState {
  switch (day.state) {
    case 'not_yet_open': {
      const opensAt = moment(day.bestelling_openings_timestamp);
      return opensAt ? { kind: 'opens-later', opensAt } : { kind: 'closed' };
    }
    case 'already_closed':
      return { kind: 'closed-already' };
    case 'sold_out':
      return { kind: 'sold-out' };
    case 'orderable': {
      const remaining = row.hoeveelheid - row.besteld;
      return { kind: 'stepper', max: Math.max(0, Math.min(remaining, day.maximale_producten_per_klant - chosenElsewhere)) };
    }
    default:
      return { kind: 'closed' };
  }
}

/** The message of a state without a stepper. */
export function dayStateMessage(state: Exclude<DayState, { kind: 'stepper' }>): string {
  switch (state.kind) {
    case 'opens-later':
      return (
        `De inschrijvingen voor deze bestellingsdag openen op ${formatDate(businessDate(state.opensAt))} ` +
        `rond ${businessTimeOfDay(state.opensAt)} uur.`
      );
    case 'closed-already':
      return CLOSED_ALREADY;
    case 'closed':
      return CLOSED;
    case 'sold-out':
      return SOLD_OUT;
  }
}

/** Keeps a chosen amount inside 0..max. */
export function clampAmount(amount: number, max: number): number {
  if (!Number.isFinite(amount)) return 0;
  return Math.max(0, Math.min(Math.floor(amount), Math.max(0, max)));
}
