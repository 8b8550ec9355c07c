// Small display helpers of the shop: order-day dates and the delivery/pickup window from the settings.
import { formatDate } from '../../lib/rules/dates';

/** The shop landing's heading, quote and intro text (setting soep_startpagina); the server paints them first too. */
export const SHOP_TITLE = 'Dagelijkse soep';
/** The checkout's heading (checkout-page.tsx and the server's first paint of it). */
export const CHECKOUT_TITLE = 'Bestellen';
export const SHOP_QUOTE = 'Eet smakelijk, allemaal!';
export const SHOP_INTRO_VARIABLE = 'soep_startpagina';
/** The order-received page's heading, text (a settings variable) and button; the server paints them first too. */
export const RECEIVED_SCREEN = {
  title: 'Bestelling ontvangen',
  variable: 'soep_redirect_after_order',
  button: 'Naar de homepagina',
} as const;

const WEEKDAYS = ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'];

/** '2026-11-30' -> 'maandag 30-11-2026'. */
export function formatOrderDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const weekday = WEEKDAYS[new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, date ?? 1)).getUTCDay()];
  return `${weekday} ${formatDate(day)}`;
}

export interface DeliverySettings {
  pickupEnabled: boolean;
  shippingEnabled: boolean;
  pickupBegin: string;
  deliveryBegin: string;
  deliveryEnd: string;
}

export function deliveryText(settings: DeliverySettings): string {
  return `Bezorgen tussen ${settings.deliveryBegin} en ${settings.deliveryEnd} uur`;
}

export function pickupText(settings: DeliverySettings): string {
  return `Ophalen vanaf ${settings.pickupBegin} uur`;
}

/** The line under an order day: what the enabled options offer that day. */
export function deliveryWindow(settings: DeliverySettings): string {
  const parts: string[] = [];
  if (settings.shippingEnabled && settings.deliveryBegin && settings.deliveryEnd) parts.push(deliveryText(settings));
  if (settings.pickupEnabled && settings.pickupBegin) parts.push(pickupText(settings));
  if (parts.length === 0) return 'Ophalen en bezorgen zijn op dit moment niet mogelijk.';
  const [first = '', second] = parts;
  return second ? `${first}; ${second.charAt(0).toLowerCase()}${second.slice(1)}.` : `${first}.`;
}

/** A switch setting is on when its value is 1 (number or text). */
export function isOn(value: string | number | undefined): boolean {
  return Number(value) === 1;
}
