// Every route of the web app. Public pages live under the public layout; everything under /admin is
// lazy-loaded (separate chunks that public pages never request).
import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { PageSkeleton } from '../components/load-state';
import { adminAreasRoutes } from '../features/admin-areas/routes';
import { adminAuditLogRoutes } from '../features/admin-audit-log/routes';
import { adminContactRoutes } from '../features/admin-contact/routes';
import { adminDeliveryRoutes } from '../features/admin-delivery/routes';
import { adminDonationsRoutes } from '../features/admin-donations/routes';
import { adminCustomersRoutes } from '../features/admin-customers/routes';
import { adminBulkOrderRoutes } from '../features/admin-bulk-order/routes';
import { adminOrderDaysRoutes } from '../features/admin-order-days/routes';
import { adminOrdersRoutes } from '../features/admin-orders/routes';
import { adminSettingsRoutes } from '../features/admin-settings/routes';
import { adminPicturesRoutes } from '../features/admin-pictures/routes';
import { adminSoupsRoutes } from '../features/admin-soups/routes';
import { adminUsersRoutes } from '../features/admin-users/routes';
import { contactRoutes } from '../features/contact/routes';
import { donationRoutes } from '../features/donations/routes';
import { HomePage } from '../features/home/components/home-page';
import { InfoPage } from '../features/info-pages/components/info-page';
import { INFO_PAGES } from '../features/info-pages/info-pages';
import { VacancyPage } from '../features/info-pages/components/vacancy-page';
import { loginRoutes } from '../features/login/routes';
import { shopRoutes } from '../features/shop/routes';
import { PublicLayout } from './public-layout/public-layout';
import { RootLayout } from './root-layout';
import { RootErrorPage, RouteErrorPage } from './route-error-page';

const publicPages: RouteObject[] = [
  { index: true, element: <HomePage /> },
  // Before the information pages: the donation routes replace the placeholder of meedoen/donaties.
  ...donationRoutes,
  ...contactRoutes,
  ...INFO_PAGES.map((page) => ({ path: page.path, element: <InfoPage page={page} /> })),
  { path: 'meedoen/werken-bij/:vacature', element: <VacancyPage /> },
  ...shopRoutes,
  ...loginRoutes,
  { path: '*', element: <NotFoundPage /> },
];

const adminPages: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('./admin/admin-index-page')).AdminIndexPage }),
  },
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
    lazy: async () => ({ Component: (await import('./admin/admin-section-page')).AdminSectionPage }),
  },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RootErrorPage />,
    hydrateFallbackElement: <PageSkeleton />,
    children: [
      {
        element: <PublicLayout />,
        children: [{ errorElement: <RouteErrorPage />, children: publicPages }],
      },
      {
        path: 'admin',
        lazy: async () => ({ Component: (await import('./admin/admin-layout')).AdminLayout }),
        children: [{ errorElement: <RouteErrorPage />, children: adminPages }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
