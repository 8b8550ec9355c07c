// Pure rules of the delivery screens: tabs, statuses, map and route links, route order moves, phone links.
import { showPostcode } from '../../lib/rules/postcode';
import type { DayOrder, DeliveryDay, DeliveryStatus } from './types';

export const TAB_PARAM = 'activeTab';
export type DeliveryTab = 'leverdagen' | 'archief';
export const TAB_LABELS: Record<DeliveryTab, string> = { leverdagen: 'Leverdagen', archief: 'Archief' };

export function parseTab(value: string | null): DeliveryTab {
  return value === 'archief' ? 'archief' : 'leverdagen';
}

export const STATUSES: DeliveryStatus[] = ['te bezorgen', 'onderweg', 'bezorgd'];

/** Every new delivery list starts here (spec document 2, sections 4 and 9). */
export const INITIAL_STATUS: DeliveryStatus = 'te bezorgen';

export const STATUS_COLORS: Record<DeliveryStatus, string> = {
  'te bezorgen': 'gray',
  onderweg: 'blue',
  bezorgd: 'green',
};

/** The statuses a list may move to from `current`: itself, one step forward, one step back. */
export function reachableStatuses(current: DeliveryStatus): DeliveryStatus[] {
  const index = STATUSES.indexOf(current);
  return STATUSES.filter((_, n) => Math.abs(n - index) <= 1);
}

export function nextStatus(current: DeliveryStatus): DeliveryStatus | null {
  return STATUSES[STATUSES.indexOf(current) + 1] ?? null;
}

type Address = Pick<DayOrder, 'straat' | 'huisnummer' | 'huisnummer_extension' | 'postcode' | 'plaats'>;

/**
 * 'Street number, postcode place': the full address a maps service needs (as the server's DayOrder.map_query; the
 * server also sends each order's `map_link`, the navigation link the screens use for one address).
 */
export function mapQuery(a: Address): string {
  const number = `${a.huisnummer}${a.huisnummer_extension}`.trim();
  return `${a.straat} ${number}, ${`${showPostcode(a.postcode.trim())} ${a.plaats}`.trim()}`.trim();
}

/** A multi-stop route through the addresses in this order (Google Maps directions). */
export function routeLink(addresses: Address[]): string {
  if (addresses.length === 0) return '';
  return `https://www.google.com/maps/dir/${addresses.map((a) => encodeURIComponent(mapQuery(a))).join('/')}`;
}

/** `tel:` link of a telephone number as typed ('06 1234 5678' -> 'tel:0612345678'). */
export function phoneHref(telefoonnummer: string): string {
  return `tel:${telefoonnummer.replace(/[^\d+]/g, '')}`;
}

export function portionsText(order: Pick<DayOrder, 'products'>): string {
  return order.products.map((p) => `${p.hoeveelheid}× ${p.naam}`).join(', ');
}

/** Moves the item at `index` one place up (-1) or down (+1); out of range changes nothing. */
export function moveItem<T>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/** The day's delivery orders that may go on list `listId` (null: a new list): on no list, or on this one. */
export function availableAddresses(day: DeliveryDay, listId: number | null): DayOrder[] {
  return day.orders.filter(
    (o) => o.bezorg_optie === 'bezorgen' && (o.bezorglijst_id === null || o.bezorglijst_id === listId),
  );
}

export function fullAddress(o: DayOrder): string {
  const number = `${o.huisnummer}${o.huisnummer_extension ? ` ${o.huisnummer_extension}` : ''}`;
  return `${o.straat} ${number}, ${showPostcode(o.postcode)} ${o.plaats}`;
}

const WEEKDAY = new Intl.DateTimeFormat('nl-NL', { weekday: 'long', timeZone: 'UTC' });

/** 'dinsdag 24-11-2026'. */
export function dayWithWeekday(isoDay: string): string {
  const [year = 0, month = 1, day = 1] = isoDay.split('-').map(Number);
  const dutch = `${String(day).padStart(2, '0')}-${String(month).padStart(2, '0')}-${String(year).padStart(4, '0')}`;
  return `${WEEKDAY.format(new Date(Date.UTC(year, month - 1, day, 12)))} ${dutch}`;
}

// The delivery screens' own failure texts; none where the API client already told the user (decision 0127).
export const SAVE_FAILED = 'Opslaan is niet gelukt. Probeer het opnieuw.';
export const DELETE_FAILED = 'Verwijderen is niet gelukt. Probeer het opnieuw.';
export const ROUTE_FAILED = 'Er kon geen route worden voorgesteld. Probeer het opnieuw.';
export const DOWNLOAD_FAILED = 'Het downloaden is niet gelukt. Probeer het opnieuw.';
