// POST /web/bestellen (decision 0009): the order number on success, the JSON string 'website_gesloten' when
// the shop is closed, 422 with field errors (and `cart`) otherwise. The Idempotency-Key makes a retry safe.
import { api } from '../../../lib/api-client';
import type { CustomerDetails } from '../customer-details';

export const WEBSITE_CLOSED = 'website_gesloten';

export type BezorgOptie = 'ophalen' | 'bezorgen';

export interface OrderRequest extends CustomerDetails {
  bezorg_optie: BezorgOptie | '';
  opmerking: string;
  voorwaarden: boolean;
  totale_producten: number;
  products: { id: number; gekozen_hoeveelheid: number }[];
}

// One order day of the confirmation (built once on the server, as in the mails): its day, lines and handover.
export interface ConfirmationDay {
  bestellingsdag: string | null;
  dag: string;
  regels: { naam: string; hoeveelheid: number; bedrag: number }[];
  overdracht: string;
}

export interface OrderPlaced {
  bestelnummer: number;
  uuid: string;
  totaal: number;
  bevestiging?: ConfirmationDay[];
}

export function placeOrder(body: OrderRequest, idempotencyKey: string): Promise<OrderPlaced | typeof WEBSITE_CLOSED> {
  return api.post<OrderPlaced | typeof WEBSITE_CLOSED>('/web/bestellen', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
