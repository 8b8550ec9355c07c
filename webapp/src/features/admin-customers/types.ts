// The customer shapes of the admin API (contract 'Orders and customers (staff)'; docs/api.md).
export type BezorgOptie = 'ophalen' | 'bezorgen';

export interface Customer {
  id: number;
  voornaam: string;
  achternaam: string;
  email: string;
  telefoonnummer: string | null;
  postcode: string | null;
  huisnummer: number | string | null;
  huisnummer_extension: string | null;
  straat: string | null;
  plaats: string | null;
  bedrijfsnaam: string | null;
  vaste_klant: boolean;
  vaste_klant_mailen: boolean;
  vaste_klant_producten: number | null;
  vaste_klant_bezorgkeuze: BezorgOptie | null;
  /** The care note for the delivery round; refresh_customer carries it (docs/decisions/0012-delivery-lists.md). */
  bezorg_notitie?: string | null;
}

/** An order of the customer (the back office's order shape; only what the detail shows). */
export interface CustomerOrder {
  id: number;
  created_at: string;
  bezorg_optie: BezorgOptie;
  bron: 'webshop' | 'admin' | 'vaste_klant';
  producten: number;
  totaal: number;
  email_verzonden?: boolean;
  products?: { orderday: { bestellingsdag: string } }[];
}

/** A donation of the customer (spec doc 2 section 3). */
export interface Donation {
  id: number;
  created_at: string;
  bedrag: number;
  betaal_methode: string | null;
  status: string;
}

/** GET refresh_customer/{id}: the customer with their orders and donations. */
export interface CustomerDetail extends Customer {
  orders: CustomerOrder[];
  donations: Donation[];
}

export interface CustomerPayload {
  voornaam: string;
  achternaam: string;
  email: string;
  telefoonnummer: string;
  postcode: string;
  huisnummer: string;
  huisnummer_extension: string;
  straat: string;
  plaats: string;
  bedrijfsnaam: string;
  vaste_klant: boolean;
  vaste_klant_mailen: boolean;
  vaste_klant_producten: number | null;
  vaste_klant_bezorgkeuze: BezorgOptie | null;
  bezorg_notitie: string;
}

export interface MessageAnswer {
  message: string;
}
