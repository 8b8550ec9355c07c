// GET /web/bestelling-aanpassen/{uuid}?token= (issue 26, docs/api.md 'Own order by link'): the order behind the
// confirmation mail's link, or `toegestaan: false` (the page then shows the change-order notice).
import { api } from '../../../lib/api-client';

export interface OwnOrderLine {
  id: number;
  naam: string;
  hoeveelheid: number;
  prijs: number;
  korting: number;
  bestellingsdag: string;
  dag: string;
  aanpasbaar: boolean;
}

export interface OwnOrder {
  toegestaan: boolean;
  reden?: string | null;
  bestelnummer?: number | null;
  voornaam?: string;
  bezorg_optie?: 'ophalen' | 'bezorgen' | null;
  geannuleerd?: boolean;
  totaal?: number;
  lines?: OwnOrderLine[];
  melding?: string | null;
}

export function getOwnOrder(uuid: string, token: string): Promise<OwnOrder> {
  const query = new URLSearchParams({ token }).toString();
  return api.get<OwnOrder>(`/web/bestelling-aanpassen/${encodeURIComponent(uuid)}?${query}`, {
    waitForSession: false,
  });
}
