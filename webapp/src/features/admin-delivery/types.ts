// The delivery-list calls' shapes (docs/api.md 'Delivery lists').

export type DeliveryStatus = 'te bezorgen' | 'onderweg' | 'bezorgd';

export interface DeliveryListSummary {
  id: number;
  orderday: number;
  naam: string;
  route_link: string;
  status: DeliveryStatus;
  bezorger: { id: number; name: string } | null;
  adressen: number;
  bezorgd: number;
}

export interface DeliveryDaySummary {
  id: number;
  bestellingsdag: string;
  bestellingen: number;
  bezorgen: number;
  ophalen: number;
  bezorglijsten: DeliveryListSummary[];
}

export interface DayPortion {
  orderday_product_id: number;
  naam: string;
  hoeveelheid: number;
}

export interface DayOrder {
  id: number;
  voornaam: string;
  achternaam: string;
  naam: string;
  bedrijfsnaam: string;
  email: string;
  telefoonnummer: string;
  postcode: string;
  huisnummer: number;
  huisnummer_extension: string;
  straat: string;
  plaats: string;
  bezorg_optie: 'ophalen' | 'bezorgen';
  opmerking: string;
  customer_id: number | null;
  bezorg_notitie: string;
  map_link: string;
  producten: number;
  products: DayPortion[];
  bezorglijst_id: number | null;
  sort_key: number | null;
}

export interface SoupTotal {
  orderday_product_id: number;
  naam: string;
  ophalen: number;
  bezorgen: number;
  totaal: number;
}

export interface DeliveryDay {
  orderday: { id: number; bestellingsdag: string; products: { id: number; product_id: number; naam: string }[] };
  orders: DayOrder[];
  bezorglijsten: DeliveryListSummary[];
  totalen: SoupTotal[];
  bezorgers: { id: number; name: string }[];
}

export interface DeliveryAddress extends DayOrder {
  bezorgd: boolean;
  bezorgd_at: string | null;
}

export interface DeliveryListDetail extends Omit<DeliveryListSummary, 'orderday' | 'adressen'> {
  bezorger_id: number | null;
  orderday: DeliveryDay['orderday'];
  adressen: DeliveryAddress[];
}

export interface DeliveryListPayload {
  orderday: number;
  naam: string;
  route_link: string;
  bezorger: number | null;
  status: DeliveryStatus;
  adressen: number[];
}

export interface TickAnswer {
  id: number;
  status: DeliveryStatus;
  order: number;
  bezorgd: boolean;
  bezorgd_at: string | null;
}
