// Every route of the web app. Public pages live under the public layout; everything under /admin is
// lazy-loaded (separate chunks that public pages never request), its route tables too (adminRoutesOnDemand).
import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { PageSkeleton } from '../components/load-state';
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

/** The route whose children the back office's routes become (adminRoutesOnDemand). */
const ADMIN_PAGES_ID = 'admin-pages';

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
        children: [
          {
            id: ADMIN_PAGES_ID,
            errorElement: <RouteErrorPage />,
            // The index here, so `/admin` matches before the other back-office routes are added.
            children: [
              {
                index: true,
                lazy: async () => ({ Component: (await import('./admin/admin-index-page')).AdminIndexPage }),
              },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * Adds the back office's routes (admin/admin-routes.tsx, a lazily loaded chunk) the first time a path under /admin is
 * visited: their tables stay out of the entry file that every public page loads (issue 24, decision 0068). React
 * Router asks this for a path that matches no route, or only a route with parameters or `*`.
 */
export function adminRoutesOnDemand(): PatchRoutesOnNavigationFunction {
  let added = false;
  return async ({ path, patch, signal }) => {
    if (added || !/^\/admin(\/|$)/.test(path)) return;
    const { adminPages } = await import('./admin/admin-routes');
    // A navigation overtaken meanwhile ignores `patch`: the next one adds the routes.
    if (added || signal.aborted) return;
    patch(ADMIN_PAGES_ID, adminPages);
    added = true;
  };
}

export function createAppRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: adminRoutesOnDemand() });
}
