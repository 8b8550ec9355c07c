// Order days admin (spec doc 2 section 2: admin/bestellingdagen). Paths are relative to /admin; every screen is
// lazy-loaded so public pages never load it. The route ids are the spec's route names.
import type { RouteObject } from 'react-router';

export const adminOrderDaysRoutes: RouteObject[] = [
  {
    id: 'bestellingsdagen-index',
    path: 'bestellingdagen',
    lazy: async () => ({ Component: (await import('./components/order-days-page')).OrderDaysPage }),
  },
  {
    id: 'bestellingsdag-toevoegen',
    path: 'bestellingdagen/toevoegen',
    lazy: async () => ({ Component: (await import('./components/order-day-add-page')).OrderDayAddPage }),
  },
  {
    id: 'bestellingsdag-aanpassen',
    path: 'bestellingdagen/aanpassen/:orderday',
    lazy: async () => ({ Component: (await import('./components/order-day-edit-page')).OrderDayEditPage }),
  },
];
