// GET /web/admin/get_orderdays (docs/api.md, 'Order days'): every order day with its counts and product rows. One
// query (one cache) for the order-day screens, the bulk order's day choice and the orders list's day filter.
import { api } from './api-client';
import { createQuery } from './query';
import type { IsoDate } from './rules/dates';

export interface OrderDayProductRow {
  id: number;
  product_id: number;
  naam: { id: number; naam: string };
  hoeveelheid: number;
  besteld: number;
  product: { prijs: number; korting: number };
}

/** The effective state the list leads with (decided on the server, decision 0048). */
export interface DayStatus {
  state: string;
  text: string;
}

export interface OrderDay {
  id: number;
  user: { id: number; name: string } | null;
  bestellingsdag: IsoDate;
  inschrijving_geopend: boolean;
  zichtbaar: boolean;
  nu_geopend: boolean;
  nu_zichtbaar: boolean;
  inschrijving_status: DayStatus;
  zichtbaar_status: DayStatus;
  bestelling_openings_timestamp: string;
  bestelling_sluitings_timestamp: string;
  bestelling_zichtbaar_timestamp: string;
  bestelling_onzichtbaar_timestamp: string;
  maximale_producten_per_klant: number;
  bestellingen: number;
  totale_producten: number;
  bestelde_producten: number;
  beschikbare_producten: number;
  products: OrderDayProductRow[];
}

export const orderDaysQuery = createQuery(() => api.get<OrderDay[]>('/web/admin/get_orderdays'));
