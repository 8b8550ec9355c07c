// The order shapes of the admin API (contract 'Paged lists' and 'Orders and customers (staff)'; docs/api.md).
import type { IsoDate } from '../../lib/rules/dates';

export type BezorgOptie = 'ophalen' | 'bezorgen';
export type OrderSource = 'webshop' | 'admin' | 'vaste_klant';

export interface OrderLine {
  id: number;
  orderday_id: number;
  orderday: { id: number; bestellingsdag: IsoDate };
  orderday_product: { id: number; naam: string; hoeveelheid: number; besteld: number };
  hoeveelheid: number;
}

/** An order as the back office sees it. */
export interface AdminOrder {
  id: number;
  uuid: string;
  voornaam: string;
  achternaam: string;
  email: string;
  telefoonnummer: string;
  postcode: string;
  huisnummer: number | string;
  huisnummer_extension: string | null;
  straat: string;
  plaats: string;
  bedrijfsnaam: string | null;
  opmerking: string | null;
  bezorg_optie: BezorgOptie;
  bron: OrderSource;
  producten: number;
  totaal: number;
  created_at: string;
  email_verzonden: boolean;
  /** The confirmation is queued and not yet sent (not given up). */
  email_wachtrij?: boolean;
  /** Cancelled by the customer's own link (issue 26): the order stays, without lines. */
  geannuleerd?: boolean;
  customer_id: number | null;
  products: OrderLine[];
}

/** A customer as the order form's customer link lists it (bestellingen_get_klanten / _search_klanten). */
export interface CustomerChoice {
  id: number;
  voornaam: string;
  achternaam: string;
  email: string;
  telefoonnummer: string | null;
  postcode: string | null;
  huisnummer: number | string | null;
  huisnummer_extension?: string | null;
  huisnummer_extensie?: string | null;
  straat: string | null;
  plaats: string | null;
  bedrijfsnaam: string | null;
}

/** One soup row of an order day, as bestellingen_get_besteldagen lists it (normalised, see api/form-data.ts). */
export interface DayProduct {
  id: number;
  naam: string;
  hoeveelheid: number;
  besteld: number;
}

/** An order day the staff can order on. */
export interface OrderableDay {
  id: number;
  bestellingsdag: IsoDate;
  products: DayProduct[];
}

export type KlantSoort = 'bestaand' | 'nieuw';

/** What create_bestelling and edit_order/{id} take. */
export interface OrderPayload {
  voornaam: string;
  achternaam: string;
  email: string;
  telefoonnummer: string;
  bedrijfsnaam: string;
  postcode: string;
  huisnummer: string;
  huisnummer_extensie: string;
  huisnummer_extension: string;
  straat: string;
  plaats: string;
  bezorg_optie: BezorgOptie | '';
  opmerking: string;
  klant_soort: KlantSoort;
  customer_id: number | null;
  products: {
    id?: number;
    orderday_id: number | null;
    orderday_product: { id: number | null };
    hoeveelheid: number;
    old_hoeveelheid?: number;
  }[];
  deleted_products?: number[];
}

export interface IdAnswer {
  id: number;
  message?: string;
}

export interface MessageAnswer {
  message: string;
}
