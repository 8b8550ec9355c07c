// POST /web/resolve-postal-code {postcode, huisnummer} -> {straat, plaats, message, bezorggebied}; null fields when the address
// could not be looked up or the lookup service cannot be reached (then `message` may say so and the user types them).
// Used by every form that holds an address: the checkout, the donation form and the admin order and customer forms.
import { api } from './api-client';

export interface AddressAnswer {
  straat: string | null;
  plaats: string | null;
  message?: string | null;
  /** Whether soups are delivered to this address (the checkout says so as soon as 'Bezorgen' is chosen). */
  bezorggebied?: boolean | null;
}

// A lookup the visitor did not submit: its 422 must not mark form fields red (see api-client `fieldErrors`).
const LOOKUP_OPTIONS = { fieldErrors: false } as const;

export function resolvePostalCode(postcode: string, huisnummer: string): Promise<AddressAnswer> {
  return api.post<AddressAnswer>('/web/resolve-postal-code', { postcode, huisnummer }, LOOKUP_OPTIONS);
}
