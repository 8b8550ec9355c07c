// POST /web/resolve-postal-code: street and place for a postcode and house number; null parts when unknown
// or when the lookup service cannot be reached (then `message` says so and the visitor types them).
import { api } from '../../../lib/api-client';

export interface ResolvedAddress {
  straat: string | null;
  plaats: string | null;
  message?: string | null;
}

export function resolvePostalCode(postcode: string, huisnummer: string): Promise<ResolvedAddress> {
  return api.post<ResolvedAddress>('/web/resolve-postal-code', { postcode, huisnummer });
}
