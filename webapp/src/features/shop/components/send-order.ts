// The checkout's sending itself (use-place-order.ts keeps the state around it), loaded when the form is first used
// or 'Bestellen' is pressed: nothing of it is needed to show the checkout (issue 24, decision 0094).
import { settingsQuery } from '../../../lib/settings';
import { productsQuery } from '../api/get-products';
import { type ConfirmationDay, type OrderRequest, WEBSITE_CLOSED, placeOrder } from '../api/place-order';
import { type CustomerDetails, rememberDetails } from '../customer-details';
import { newIdempotencyKey } from '../idempotency-key';
import { useCartStore } from '../stores/cart-store';
import { useCheckoutDraftStore } from '../stores/checkout-draft-store';
import { useClosedNoticeStore } from '../stores/closed-notice-store';

export const RECEIVED_PATH = '/dagelijkse-soep/bestelling-ontvangen';

export interface Placed {
  bestelnummer: number;
  bevestiging: ConfirmationDay[];
}

/**
 * Sends the order with the attempt's Idempotency-Key (made on the first attempt, dropped after success). The order
 * placed: the details remembered (or forgotten), cart and draft cleared. The shop closed meanwhile: the closed notice
 * and null. A refusal or a network error is thrown.
 */
export async function sendOrder(
  body: OrderRequest,
  key: { current: string | null },
  details: CustomerDetails,
  keepDetails: boolean,
): Promise<Placed | null> {
  key.current ??= newIdempotencyKey();
  const answer = await placeOrder(body, key.current);
  if (answer === WEBSITE_CLOSED) {
    useClosedNoticeStore.getState().show();
    await settingsQuery.reload().catch(() => undefined);
    return null;
  }
  key.current = null;
  rememberDetails(window.localStorage, details, keepDetails);
  useCartStore.getState().clear();
  useCheckoutDraftStore.getState().clear();
  productsQuery.reload().catch(() => undefined);
  return { bestelnummer: answer.bestelnummer, bevestiging: answer.bevestiging ?? [] };
}
