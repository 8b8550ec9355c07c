// The standing-customer bulk order (spec doc 2 section 2: admin/bestellingen/vaste-klant-bestelling). Its own
// entry beside the orders list at admin/bestellingen, lazily loaded like every admin screen.
import type { RouteObject } from 'react-router';

export const adminBulkOrderRoutes: RouteObject[] = [
  {
    id: 'vaste-klant-bestelling',
    path: 'bestellingen/vaste-klant-bestelling',
    lazy: async () => ({ Component: (await import('./components/bulk-order-page')).BulkOrderPage }),
  },
];
