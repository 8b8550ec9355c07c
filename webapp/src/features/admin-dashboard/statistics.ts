// The dashboard's statistics: the period filter, Dutch labels and the rows each chart and table shows.
import { ORDER_SOURCE_LABELS } from '../../lib/order-source';
import { dateParts, daysInMonth, type IsoDate, isoDate } from '../../lib/rules/dates';

export interface Statistics {
  orderdays: number;
  customers: number;
  orders: number;
  orders_bronnen: Record<string, number>;
  orders_producten: Record<string, number>;
  orders_bezorgopties: Record<string, number>;
  /** Paid donations in the period (docs/api.md 'Dashboard'); absent in older answers. */
  donations?: number;
  donations_bedrag?: number;
}

export type PeriodKey = 'maand' | 'kwartaal' | 'jaar' | 'alles';

export const PERIODS: readonly { value: PeriodKey; label: string }[] = [
  { value: 'maand', label: 'Deze maand' },
  { value: 'kwartaal', label: 'Laatste 3 maanden' },
  { value: 'jaar', label: 'Dit jaar' },
  { value: 'alles', label: 'Alles' },
];

export interface PeriodRange {
  van?: IsoDate;
  tot?: IsoDate;
}

function day(year: number, month: number, dayOfMonth: number): IsoDate {
  const value = isoDate(year, month, dayOfMonth);
  if (value === null) throw new Error(`geen geldige datum: ${year}-${month}-${dayOfMonth}`);
  return value;
}

/** The order days a period covers, counted in whole calendar months up to the end of the current one. */
export function periodRange(key: PeriodKey, today: IsoDate): PeriodRange {
  const { year, month } = dateParts(today);
  const endOfMonth = day(year, month, daysInMonth(year, month));
  switch (key) {
    case 'maand':
      return { van: day(year, month, 1), tot: endOfMonth };
    case 'kwartaal': {
      const startMonth = month - 2;
      const startYear = startMonth < 1 ? year - 1 : year;
      return { van: day(startYear, ((startMonth + 11) % 12) + 1, 1), tot: endOfMonth };
    }
    case 'jaar':
      return { van: day(year, 1, 1), tot: day(year, 12, 31) };
    case 'alles':
      return {};
  }
}

export function statisticsQueryString(range: PeriodRange): string {
  const params = new URLSearchParams();
  if (range.van) params.set('van', range.van);
  if (range.tot) params.set('tot', range.tot);
  const text = params.toString();
  return text ? `?${text}` : '';
}

const NUMBER = new Intl.NumberFormat('nl-NL');

export function formatCount(value: number): string {
  return NUMBER.format(value);
}

export interface ChartRow {
  name: string;
  value: number;
}

const OPTION_LABELS: Record<string, string> = { ophalen: 'Ophalen', bezorgen: 'Bezorgen' };

function labelled(counts: Record<string, number>, labels: Record<string, string>): ChartRow[] {
  return Object.entries(labels).map(([key, name]) => ({ name, value: counts[key] ?? 0 }));
}

export function sourceRows(statistics: Statistics): ChartRow[] {
  return labelled(statistics.orders_bronnen, ORDER_SOURCE_LABELS);
}

export function optionRows(statistics: Statistics): ChartRow[] {
  return labelled(statistics.orders_bezorgopties, OPTION_LABELS);
}

/** Soups with the most portions first (the server already sorts; ties by name). */
export function soupRows(statistics: Statistics): ChartRow[] {
  return Object.entries(statistics.orders_producten)
    .map(([name, value]) => ({ name, value }))
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name, 'nl'));
}
