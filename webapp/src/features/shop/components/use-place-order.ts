// Sends the checkout: one Idempotency-Key per attempt (kept until success, so a double click or a retry after a
// network error creates one order), 'website_gesloten' reopens the closed modal, success goes to the thank-you page.
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, ValidationError } from '../../../lib/api-errors';
import { settingsQuery } from '../../../lib/settings';
import { productsQuery } from '../api/get-products';
import { type OrderRequest, WEBSITE_CLOSED, placeOrder } from '../api/place-order';
import { type CustomerDetails, rememberDetails } from '../customer-details';
import { newIdempotencyKey } from '../idempotency-key';
import { useCartStore } from '../stores/cart-store';
import { useCheckoutDraftStore } from '../stores/checkout-draft-store';
import { useClosedNoticeStore } from '../stores/closed-notice-store';

export type SendProblem = 'invalid' | 'failed' | null;

export const RECEIVED_PATH = '/dagelijkse-soep/bestelling-ontvangen';

export function usePlaceOrder() {
  const navigate = useNavigate();
  const key = useRef<string | null>(null);
  const busy = useRef(false);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<SendProblem>(null);

  async function send(body: OrderRequest, details: CustomerDetails, keepDetails: boolean): Promise<void> {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    setProblem(null);
    key.current ??= newIdempotencyKey();
    try {
      const answer = await placeOrder(body, key.current);
      if (answer === WEBSITE_CLOSED) {
        useClosedNoticeStore.getState().show();
        await settingsQuery.reload().catch(() => undefined);
        return;
      }
      key.current = null;
      rememberDetails(window.localStorage, details, keepDetails);
      useCartStore.getState().clear();
      useCheckoutDraftStore.getState().clear();
      productsQuery.reload().catch(() => undefined);
      navigate(RECEIVED_PATH, { state: { bestelnummer: answer.bestelnummer, bevestiging: answer.bevestiging ?? [] } });
    } catch (error) {
      if (error instanceof ValidationError) {
        setProblem('invalid');
        // Portions may have been sold meanwhile: fresh numbers bring the basket down to what is left (shop shell).
        productsQuery.reload().catch(() => undefined);
      }
      else if (error instanceof ApiError && error.status === 429) setProblem(null);
      else setProblem('failed');
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  return { send, sending, problem };
}
