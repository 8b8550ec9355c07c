// Sends the checkout: one Idempotency-Key per attempt (kept until success, so a double click or a retry after a
// network error creates one order), 'website_gesloten' reopens the closed modal, success goes to the thank-you page.
// The sending itself (send-order.ts) is loaded when the form is first used (`prepare`) or at the latest on sending.
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { OrderRequest } from '../api/place-order';
import type { CustomerDetails } from '../customer-details';
import { productsQuery } from '../api/get-products';
import { type SendProblem, sendProblem } from '../checkout-problem';


const loadSending = () => import('./send-order');

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
    try {
      const { RECEIVED_PATH, sendOrder } = await loadSending();
      const placed = await sendOrder(body, key, details, keepDetails);
      if (placed) navigate(RECEIVED_PATH, { state: placed });
    } catch (error) {
      const problem = sendProblem(error);
      setProblem(problem);
      // Portions may have been sold meanwhile: fresh numbers bring the basket down to what is left (shop shell).
      if (problem === 'invalid') productsQuery.reload().catch(() => undefined);
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  /** Fetches the sending's code ahead (the form's first focus), so 'Bestellen' waits for nothing more. */
  const prepare = () => void loadSending().catch(() => undefined);

  return { send, sending, problem, prepare };
}
