// POST /web/admin/suggest_route {orderday, adressen} -> the same orders in a short order from the foundation's
// address, with the distances before and after (km); saves nothing. 422 errors on adressen, orderday or route.
import { api } from '../../../lib/api-client';

export interface SuggestedRoute {
  adressen: number[];
  afstand_voor_km: number;
  afstand_na_km: number;
  zonder_coordinaten: number[];
  melding: string | null;
}

export function suggestRoute(orderday: number, adressen: number[]): Promise<SuggestedRoute> {
  return api.post('/web/admin/suggest_route', { orderday, adressen });
}
