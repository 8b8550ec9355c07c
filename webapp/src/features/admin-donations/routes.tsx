// Donaties (managers only; issue 25): every donation with its donor. Paths are relative to /admin; the screen is
// lazy-loaded so public pages never load it.
import type { RouteObject } from 'react-router';

export const adminDonationsRoutes: RouteObject[] = [
  {
    id: 'donaties',
    path: 'donaties',
    lazy: async () => ({ Component: (await import('./components/donations-page')).DonationsPage }),
  },
];
