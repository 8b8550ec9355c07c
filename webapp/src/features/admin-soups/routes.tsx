// Soups admin (spec doc 2 section 2: admin/soepen). Paths are relative to /admin; every screen is lazy-loaded so
// public pages never load it. The routes carry the spec's route names.
import type { RouteObject } from 'react-router';

export const adminSoupsRoutes: RouteObject[] = [
  {
    id: 'soep-index',
    path: 'soepen',
    lazy: async () => ({ Component: (await import('./components/soups-page')).SoupsPage }),
  },
  {
    id: 'product-aanpassen',
    path: 'soepen/aanpassen/:product',
    lazy: async () => ({ Component: (await import('./components/product-edit-page')).ProductEditPage }),
  },
  {
    id: 'admin-product',
    path: 'soepen/:product',
    lazy: async () => ({ Component: (await import('./components/product-page')).ProductPage }),
  },
];
