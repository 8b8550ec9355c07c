// The order-day shapes of the admin API (docs/api.md, 'Order days').
import type { IsoDate } from '../../lib/rules/dates';

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
