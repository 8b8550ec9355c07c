// POST /web/donate: the answer is the URL to send the browser to (Mollie's checkout or the built-in payment page).
import { api } from '../../../lib/api-client';
import type { DonationBody } from '../donation-form';

export function donate(body: DonationBody): Promise<string> {
  return api.post<string>('/web/donate', body);
}
