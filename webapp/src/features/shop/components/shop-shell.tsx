// Everything under dagelijkse-soep: fetches the products on load and shows the 'Gesloten' modal while the
// setting website_open is not 1 (spec doc 1 section 2, 'Shop shell').
import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { useSettings, findVariable } from '../../../lib/settings';
import { productsQuery } from '../api/get-products';
import { isOn } from '../shop-texts';

// Only a closed shop needs the modal (and Mantine's Modal and scroll lock): an open shop never loads that code.
const ClosedModal = lazy(async () => ({ default: (await import('./closed-modal')).ClosedModal }));

export const DEFAULT_CLOSED_MESSAGE = 'Helaas is het op dit moment niet mogelijk om nieuwe bestellingen te plaatsen';

/** Whether the shop is closed for ordering (false while the settings load). */
export function useShopClosed(): boolean {
  const settings = useSettings().data;
  return settings !== undefined && !isOn(findVariable(settings, 'website_open'));
}

export function ShopShell() {
  const closed = useShopClosed();
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
