// The waitlist of a sold-out soup (issue 26 item 2, docs/api.md 'Waitlist'): join with the checkout's details and
// one wish; by the mail's link see the wish, leave the list or turn an open offer into an order.
import { api } from '../../../lib/api-client';

export type WaitlistState = 'wachtend' | 'aanbod' | 'genomen' | 'verlopen' | 'verlaten' | 'gesloten' | 'onbekend';

export interface WaitlistStatus {
  status: WaitlistState;
  soep?: string;
  dag?: string;
  bestellingsdag?: string | null;
  porties?: number;
  aanbod_tot?: string | null;
  bestelnummer?: number | null;
  melding?: string | null;
}

export interface WaitlistWish {
  voornaam: string;
  achternaam: string;
  email: string;
  telefoonnummer: string;
  postcode: string;
  huisnummer: string;
  huisnummer_extensie: string;
  straat: string;
  plaats: string;
  bedrijfsnaam: string;
  bezorg_optie: string;
  opmerking: string;
  voorwaarden: boolean;
  orderday_product_id: number;
  hoeveelheid: number;
}

export function joinWaitlist(wish: WaitlistWish): Promise<WaitlistStatus> {
  return api.post<WaitlistStatus>('/web/wachtlijst', wish);
}

export function getWaitlistStatus(token: string): Promise<WaitlistStatus> {
  const query = new URLSearchParams({ token }).toString();
  return api.get<WaitlistStatus>(`/web/wachtlijst?${query}`, { waitForSession: false });
}

export function leaveWaitlist(token: string): Promise<WaitlistStatus> {
  return api.post<WaitlistStatus>('/web/wachtlijst/verlaten', { token });
}

export function acceptOffer(token: string): Promise<WaitlistStatus> {
  return api.post<WaitlistStatus>('/web/wachtlijst/aannemen', { token });
}
