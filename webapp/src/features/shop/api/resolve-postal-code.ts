// POST /web/resolve-postal-code: street and place for a postcode and house number; null parts when unknown
// or when the lookup service cannot be reached (then `message` says so and the visitor types them).
import { api } from '../../../lib/api-client';

export interface ResolvedAddress {
  straat: string | null;
  plaats: string | null;
  message?: string | null;
}

// A lookup the visitor did not submit: its 422 must not mark form fields red (see api-client `fieldErrors`).
const LOOKUP_OPTIONS = { fieldErrors: false } as const;

export function resolvePostalCode(postcode: string, huisnummer: string): Promise<ResolvedAddress> {
  return api.post<ResolvedAddress>('/web/resolve-postal-code', { postcode, huisnummer }, LOOKUP_OPTIONS);
}
