// POST /web/resolve-postal-code {postcode, huisnummer} -> {straat, plaats, message}; null fields when the address
// could not be looked up (the user types them).
import { api } from '../../../lib/api-client';
import type { AddressAnswer } from '../types';

export function resolvePostalCode(postcode: string, huisnummer: string): Promise<AddressAnswer> {
  return api.post<AddressAnswer>('/web/resolve-postal-code', { postcode, huisnummer });
}
