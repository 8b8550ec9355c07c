// What the visitor typed at checkout, kept for this browser tab (sessionStorage): going back to change an amount
// or a reload does not lose it. Cleared after a successful order. The terms are accepted anew each time.
import { create } from 'zustand';
import { persistInSession } from '../../../lib/stores/session-persist';
import type { BezorgOptie } from '../api/place-order';
import type { CustomerDetails } from '../customer-details';

export interface CheckoutDraft {
  details: CustomerDetails;
  keepDetails: boolean;
  option: BezorgOptie | '';
  remark: string;
}

interface CheckoutDraftState {
  draft: CheckoutDraft | null;
  update: (changes: Partial<CheckoutDraft>, base: CheckoutDraft) => void;
  clear: () => void;
}

export const useCheckoutDraftStore = create<CheckoutDraftState>()(
  persistInSession(
    'soepBestelConcept',
    (set, get) => ({
      draft: null,
      update: (changes, base) => set({ draft: { ...(get().draft ?? base), ...changes } }),
      clear: () => set({ draft: null }),
    }),
  ),
);
