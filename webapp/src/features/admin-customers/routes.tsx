// Customers admin (spec doc 2 section 2: admin/klanten). Paths are relative to /admin; every screen is lazy-loaded
// so public pages never load it. The route ids are the spec's route names.
import type { RouteObject } from 'react-router';

export const adminCustomersRoutes: RouteObject[] = [
  {
    id: 'klanten-index',
    path: 'klanten',
    lazy: async () => ({ Component: (await import('./components/customers-page')).CustomersPage }),
  },
  {
    id: 'klant-aanpassen',
    path: 'klanten/aanpassen/:klant',
    lazy: async () => ({ Component: (await import('./components/customer-edit-page')).CustomerEditPage }),
  },
  {
    id: 'klant',
    path: 'klanten/:klant',
    lazy: async () => ({ Component: (await import('./components/customer-page')).CustomerPage }),
  },
];
