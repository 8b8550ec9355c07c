// Which order days the overview shows where (spec doc 2 section 4): upcoming from tomorrow on, past days in the
// archive, today in neither; the next upcoming day on top.
import { formatMoment, parseUtcIso } from '../../lib/rules/business-time';
import { dateParts, formatDate, type IsoDate } from '../../lib/rules/dates';
import type { OrderDay } from './types';

export type OrderDayTab = 'bestellingen' | 'archief';

export const TAB_PARAM = 'activeTab';

export const TAB_LABELS: Record<OrderDayTab, string> = { bestellingen: 'Bestellingen', archief: 'Archief' };

/** The tab from the query parameter; anything unknown is the first tab. */
export function parseTab(value: string | null): OrderDayTab {
  return value === 'archief' ? 'archief' : 'bestellingen';
}

/** The tab a day belongs to, or null for today. */
export function tabOf(day: IsoDate, today: IsoDate): OrderDayTab | null {
  if (day > today) return 'bestellingen';
  if (day < today) return 'archief';
  return null;
}

/** The days of a tab: upcoming soonest first, the archive most recent first (then by id). */
export function daysForTab(days: readonly OrderDay[], tab: OrderDayTab, today: IsoDate): OrderDay[] {
  const sign = tab === 'bestellingen' ? 1 : -1;
  return days
    .filter((day) => tabOf(day.bestellingsdag, today) === tab)
    .sort((a, b) => sign * (a.bestellingsdag.localeCompare(b.bestellingsdag) || a.id - b.id));
}

/**
 * The order day shown on top: the next one whose date is not before today. A day is stored at noon, so today's
 * day is still "after the start of today" and shows here, although the tabs leave it out.
 */
export function nextUpcoming(days: readonly OrderDay[], today: IsoDate): OrderDay | undefined {
  return days
    .filter((day) => day.bestellingsdag >= today)
    .sort((a, b) => a.bestellingsdag.localeCompare(b.bestellingsdag) || a.id - b.id)[0];
}

/** Spec: an order day can be deleted only with fewer than 1 order. */
export function canDelete(day: OrderDay): boolean {
  return day.bestellingen < 1;
}

/** The confirmations and toolbar texts of the open/closed and visible/invisible switches. */
interface SwitchChoice {
  action: boolean;
  label: string;
  title: string;
  question: string;
}

export function openSwitch(day: OrderDay): SwitchChoice {
  const date = formatDate(day.bestellingsdag);
  return day.inschrijving_geopend
    ? {
        action: false,
        label: 'Sluiten',
        title: 'Bestelling sluiten',
        question: `Weet u zeker dat u de inschrijving voor de besteldag van ${date} wilt sluiten?`,
      }
    : {
        action: true,
        label: 'Openen',
        title: 'Bestelling openen',
        question: `Weet u zeker dat u de inschrijving voor de besteldag van ${date} wilt openen?`,
      };
}

export function visibleSwitch(day: OrderDay): SwitchChoice {
  const date = formatDate(day.bestellingsdag);
  return day.zichtbaar
    ? {
        action: false,
        label: 'Onzichtbaar maken',
        title: 'Bestelling onzichtbaar maken',
        question: `Weet u zeker dat u de besteldag van ${date} onzichtbaar wilt maken voor klanten?`,
      }
    : {
        action: true,
        label: 'Zichtbaar maken',
        title: 'Bestelling zichtbaar maken',
        question: `Weet u zeker dat u de besteldag van ${date} zichtbaar wilt maken voor klanten?`,
      };
}

/** Spec: moments show as 'date om time' (Europe/Amsterdam), e.g. '23-11-2026 om 10:00'. */
export function momentText(utc: string): string {
  try {
    return formatMoment(parseUtcIso(utc));
  } catch {
    return '–';
  }
}

const WEEKDAY = new Intl.DateTimeFormat('nl-NL', { weekday: 'long', timeZone: 'UTC' });

/** 'maandag 30-11-2026' for the day on top. */
export function dayWithWeekday(day: IsoDate): string {
  const { year, month, day: dayOfMonth } = dateParts(day);
  return `${WEEKDAY.format(new Date(Date.UTC(year, month - 1, dayOfMonth, 12)))} ${formatDate(day)}`;
}
