// Orders admin (spec doc 2 section 2: admin/bestellingen). Paths are relative to /admin; every screen is lazy-loaded
// so public pages never load it. The list route carries the spec's route name bestellingen-index.
import type { RouteObject } from 'react-router';

export const adminOrdersRoutes: RouteObject[] = [
  {
    id: 'bestellingen-index',
    path: 'bestellingen',
    lazy: async () => ({ Component: (await import('./components/orders-page')).OrdersPage }),
  },
  {
    id: 'bestelling-toevoegen',
    path: 'bestellingen/toevoegen',
    lazy: async () => ({ Component: (await import('./components/order-pages')).OrderAddPage }),
  },
  {
    id: 'bestelling-aanpassen',
    path: 'bestellingen/aanpassen/:bestelling',
    lazy: async () => ({ Component: (await import('./components/order-pages')).OrderEditPage }),
  },
];
