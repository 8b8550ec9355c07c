// Postal codes and blacklist admin (spec doc 2 section 2: admin/postcodes, admin/blacklist). Paths are relative to
// /admin; every screen is lazy-loaded so public pages never load it. The list routes carry the spec's route names.
import type { RouteObject } from 'react-router';

export const adminAreasRoutes: RouteObject[] = [
  {
    id: 'postcode-index',
    path: 'postcodes',
    lazy: async () => ({ Component: (await import('./components/postcode-pages')).PostcodesPage }),
  },
  {
    id: 'postcode-toevoegen',
    path: 'postcodes/toevoegen',
    lazy: async () => ({ Component: (await import('./components/postcode-pages')).PostcodeAddPage }),
  },
  {
    id: 'postcode-aanpassen',
    path: 'postcodes/aanpassen/:postcode',
    lazy: async () => ({ Component: (await import('./components/postcode-pages')).PostcodeEditPage }),
  },
  {
    id: 'blacklist-index',
    path: 'blacklist',
    lazy: async () => ({ Component: (await import('./components/blacklist-pages')).BlacklistPage }),
  },
  {
    id: 'blacklist-toevoegen',
    path: 'blacklist/toevoegen',
    lazy: async () => ({ Component: (await import('./components/blacklist-pages')).BlacklistAddPage }),
  },
  {
    id: 'blacklist-aanpassen',
    path: 'blacklist/aanpassen/:blacklist',
    lazy: async () => ({ Component: (await import('./components/blacklist-pages')).BlacklistEditPage }),
  },
];
