// Everything under dagelijkse-soep: fetches the products on load and shows the 'Gesloten' modal while the
// setting website_open is not 1 (spec doc 1 section 2, 'Shop shell').
import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { useQuery } from '../../../lib/query';
import { showFlash } from '../../../lib/stores/flash-store';
import { productsQuery } from '../api/get-products';
import { useShopClosed } from '../shop-closed';
import { useCartStore } from '../stores/cart-store';
import type { ShopProduct } from '../types';

// Only a closed shop needs the modal (and Mantine's Modal and scroll lock): an open shop never loads that code.
const ClosedModal = lazy(async () => ({ default: (await import('./closed-modal')).ClosedModal }));

/** How long the notice of a lowered amount stays (it names soup, day and what is left). */
export const STOCK_NOTICE_MS = 8000;

/**
 * Whenever fresh products arrive (page load, back to the tab, after a refused order), an amount in the cart above
 * the portions left comes down to what is left, and a short notice says so (spec: the chosen amount is at most
 * hoeveelheid minus besteld).
 */
function useCartFollowsStock(products: ShopProduct[] | undefined): void {
  useEffect(() => {
    if (!products || Object.keys(useCartStore.getState().amounts).length === 0) return;
    void import('../stock-fit').then(({ fitCartToStock, stockChangeNotice }) => {
      const { amounts, changes } = fitCartToStock(products, useCartStore.getState().amounts);
      if (changes.length === 0) return;
      useCartStore.getState().replace(amounts);
      showFlash(changes.map(stockChangeNotice).join(' '), { color: 'orange', duration: STOCK_NOTICE_MS });
    });
  }, [products]);
}

export function ShopShell() {
  const closed = useShopClosed();
  useCartFollowsStock(useQuery(productsQuery).data);
  useEffect(() => {
    productsQuery.load().catch(() => undefined);
    // Stock changes fast when an order day opens: a visitor who comes back to the tab sees fresh numbers.
    const refresh = () => {
      if (document.visibilityState === 'visible') productsQuery.reload().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', refresh);
    return () => document.removeEventListener('visibilitychange', refresh);
  }, []);
  return (
    <>
      {closed && (
        <Suspense fallback={null}>
          <ClosedModal />
        </Suspense>
      )}
      <Outlet />
    </>
  );
}
