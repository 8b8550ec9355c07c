// The visitor's cart: the chosen amount per order-day product row. Kept in sessionStorage, so a reload (or a
// phone that drops the tab) keeps it, while a new visit starts empty.
import { create } from 'zustand';
import { persistInSession } from '../../../lib/stores/session-persist';
import type { CartAmounts } from '../types';

interface CartState {
  amounts: CartAmounts;
  setAmount: (rowId: number, amount: number) => void;
  remove: (rowId: number) => void;
  /** Drops rows that are no longer offered. */
  keepOnly: (rowIds: ReadonlySet<number>) => void;
  /** Replaces every amount at once (the cart fitted to the stock). */
  replace: (amounts: CartAmounts) => void;
  clear: () => void;
}

export const useCartStore = create<CartState>()(
  persistInSession(
    'soepWinkelmand',
    (set, get) => ({
      amounts: {},
      setAmount: (rowId, amount) => {
        const { [String(rowId)]: _old, ...rest } = get().amounts;
        set({ amounts: amount > 0 ? { ...rest, [String(rowId)]: amount } : rest });
      },
      remove: (rowId) => get().setAmount(rowId, 0),
      keepOnly: (rowIds) => {
        const amounts = get().amounts;
        const kept = Object.fromEntries(Object.entries(amounts).filter(([key]) => rowIds.has(Number(key))));
        if (Object.keys(kept).length !== Object.keys(amounts).length) set({ amounts: kept });
      },
      replace: (amounts) => set({ amounts }),
      clear: () => set({ amounts: {} }),
    }),
    (state) => ({ amounts: state.amounts }),
  ),
);

export function useCartAmounts(): CartAmounts {
  return useCartStore((state) => state.amounts);
}

export function useCartCount(): number {
  return useCartStore((state) => Object.values(state.amounts).reduce((sum, amount) => sum + amount, 0));
}
