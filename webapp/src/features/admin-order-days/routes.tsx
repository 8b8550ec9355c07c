// Order days admin (spec doc 2 section 2: admin/bestellingdagen). Paths are relative to /admin; every screen is lazy-loaded
// (`lazy: async () => ({ Component: (await import('./components/...')).Page })`) so public pages never load it.
import type { RouteObject } from 'react-router';

export const adminOrderDaysRoutes: RouteObject[] = [];
