// POST /web/resolve-postal-code {postcode, huisnummer} -> {straat, plaats, message}; null fields when the address
// could not be looked up (the user types them).
import { api } from '../../../lib/api-client';
import type { AddressAnswer } from '../types';

// A lookup the visitor did not submit: its 422 must not mark form fields red (see api-client `fieldErrors`).
const LOOKUP_OPTIONS = { fieldErrors: false } as const;

export function resolvePostalCode(postcode: string, huisnummer: string): Promise<AddressAnswer> {
  return api.post<AddressAnswer>('/web/resolve-postal-code', { postcode, huisnummer }, LOOKUP_OPTIONS);
}
