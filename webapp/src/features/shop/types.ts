// The shop's server data (GET /web/get_products), as docs/api.md and the contract describe it.

export interface ShopPicture {
  uuid: string;
  position: number;
  name: string;
}

/** An order-day product row: one soup on one order day. `id` is the row's own id. */
export interface OrderDayRow {
  id: number;
  product_id: number;
  naam: string;
  hoeveelheid: number;
  besteld: number;
  product: { prijs: number; korting: number };
}

export interface ShopOrderDay {
  id: number;
  /** 'YYYY-MM-DD' */
  bestellingsdag: string;
  /** The effective state now (the server applies the opening and closing moments). */
  inschrijving_geopend: boolean;
  bestelling_openings_timestamp: string | null;
  bestelling_sluitings_timestamp: string | null;
  maximale_producten_per_klant: number;
  /** What the shopper sees for this soup on this day, decided by the server (OrderDay.shopper_state). */
  state: ShopperState;
  products: OrderDayRow[];
}

export type ShopperState = 'not_yet_open' | 'already_closed' | 'closed' | 'sold_out' | 'orderable';

export interface ShopProduct {
  id: number;
  naam: string;
  slug: string;
  omschrijving: string;
  /** cents */
  prijs: number;
  /** cents */
  korting: number;
  status: string;
  picture: string | null;
  pictures: ShopPicture[];
  besteldagen: ShopOrderDay[];
}

/** The chosen amount per order-day product row id (held only on the visitor's side). */
export type CartAmounts = Record<string, number>;
