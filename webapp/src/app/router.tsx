// Every route of the web app. Public pages live under the public layout; everything under /admin is
// lazy-loaded (separate chunks that public pages never request).
import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { PageSkeleton } from '../components/load-state';
import { adminAreasRoutes } from '../features/admin-areas/routes';
import { adminOrderDaysRoutes } from '../features/admin-order-days/routes';
import { adminSoupsRoutes } from '../features/admin-soups/routes';
import { adminUsersRoutes } from '../features/admin-users/routes';
import { HomePage } from '../features/home/components/home-page';
import { ContactPage } from '../features/info-pages/components/contact-page';
import { InfoPage } from '../features/info-pages/components/info-page';
import { INFO_PAGES } from '../features/info-pages/info-pages';
import { loginRoutes } from '../features/login/routes';
import { shopRoutes } from '../features/shop/routes';
import { PublicLayout } from './public-layout/public-layout';
import { RootLayout } from './root-layout';
import { RootErrorPage, RouteErrorPage } from './route-error-page';

const publicPages: RouteObject[] = [
  { index: true, element: <HomePage /> },
  ...INFO_PAGES.map((page) => ({ path: page.path, element: <InfoPage page={page} /> })),
  { path: 'contact', element: <ContactPage /> },
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
