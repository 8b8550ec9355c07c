// The back office's routes below /admin (its index excepted, which app/router.tsx keeps): a lazily loaded module
// that the router adds on the first visit to a path under /admin (adminRoutesOnDemand in app/router.tsx), so public
// pages never load these tables.
import type { RouteObject } from 'react-router';
import { adminAreasRoutes } from '../../features/admin-areas/routes';
import { adminAuditLogRoutes } from '../../features/admin-audit-log/routes';
import { adminContactRoutes } from '../../features/admin-contact/routes';
import { adminDeliveryRoutes } from '../../features/admin-delivery/routes';
import { adminDonationsRoutes } from '../../features/admin-donations/routes';
import { adminCustomersRoutes } from '../../features/admin-customers/routes';
import { adminBulkOrderRoutes } from '../../features/admin-bulk-order/routes';
import { adminOrderDaysRoutes } from '../../features/admin-order-days/routes';
import { adminOrdersRoutes } from '../../features/admin-orders/routes';
import { adminSettingsRoutes } from '../../features/admin-settings/routes';
import { adminPicturesRoutes } from '../../features/admin-pictures/routes';
import { adminSoupsRoutes } from '../../features/admin-soups/routes';
import { adminUsersRoutes } from '../../features/admin-users/routes';

export const adminPages: RouteObject[] = [
  ...adminUsersRoutes,
  ...adminSoupsRoutes,
  ...adminOrderDaysRoutes,
  ...adminAreasRoutes,
  ...adminSettingsRoutes,
  ...adminContactRoutes,
  ...adminDeliveryRoutes,
  ...adminOrdersRoutes,
  ...adminCustomersRoutes,
  ...adminPicturesRoutes,
  ...adminBulkOrderRoutes,
  ...adminAuditLogRoutes,
  ...adminDonationsRoutes,
  {
    path: '*',
    lazy: async () => ({ Component: (await import('./admin-section-page')).AdminSectionPage }),
  },
];
