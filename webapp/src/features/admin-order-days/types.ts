// The order-day shapes of the admin API (docs/api.md, 'Order days').
import type { OrderDay } from '../../lib/order-days';

export type { DayStatus, OrderDay, OrderDayProductRow } from '../../lib/order-days';

/** A product as GET /web/admin/get_products lists it (only what these screens use). */
export interface AdminProduct {
  id: number;
  naam: string;
  status: 'concept' | 'beschikbaar' | 'niet_beschikbaar';
}

/** What create_orderday and edit_orderday take. */
export interface OrderDayPayload {
  bestellingsdag: string;
  bestelling_openings_timestamp: string;
  bestelling_sluitings_timestamp: string;
  bestelling_zichtbaar_timestamp: string;
  bestelling_onzichtbaar_timestamp: string;
  maximale_producten_per_klant: number;
  inschrijving_geopend: boolean;
  zichtbaar: boolean;
  products: { id?: number; naam: { id: number } | null; hoeveelheid: number | null }[];
  deleted_products?: { id: number }[];
}

/** The answer of edit_orderday and of the two switches. */
export interface OrderDayAnswer {
  message: string;
  orderday: OrderDay;
}
