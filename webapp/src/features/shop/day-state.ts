// What a shopper sees for one order day on the product page (spec doc 1 section 4, 'Order day as seen by a
// shopper'): exactly one of five states, decided here so the screen only renders it.
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

function moment(text: string | null): Date | null {
  if (!text) return null;
  try {
    return parseUtcIso(text);
  } catch {
    return null;
  }
}

/**
 * The state of `row` on `day` at `now`. `chosenElsewhere` is what the visitor already chose for other soups on
 * the same day: the day's maximum per customer counts all soups of that day together.
 */
export function decideDayState(day: ShopOrderDay, row: OrderDayRow, now: Date, chosenElsewhere = 0): DayState {
  if (!day.inschrijving_geopend) {
    const opens = moment(day.bestelling_openings_timestamp);
    const closes = moment(day.bestelling_sluitings_timestamp);
    if (opens && now < opens) return { kind: 'opens-later', opensAt: opens };
    if (closes && now >= closes) return { kind: 'closed-already' };
    return { kind: 'closed' };
  }
  const remaining = row.hoeveelheid - row.besteld;
  if (remaining < 1) return { kind: 'sold-out' };
  const max = Math.max(0, Math.min(remaining, day.maximale_producten_per_klant - chosenElsewhere));
  return { kind: 'stepper', max };
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
