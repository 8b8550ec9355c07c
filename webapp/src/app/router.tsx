// Every route of the web app. Public pages live under the public layout; everything under /admin is
// lazy-loaded (separate chunks that public pages never request).
import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { PageSkeleton } from '../components/load-state';
import { PlaceholderPage } from '../components/placeholder-page';
import { HomePage } from '../features/home/components/home-page';
import { ContactPage } from '../features/info-pages/components/contact-page';
import { InfoPage } from '../features/info-pages/components/info-page';
import { INFO_PAGES } from '../features/info-pages/info-pages';
import { PublicLayout } from './public-layout/public-layout';
import { RootLayout } from './root-layout';
import { RootErrorPage, RouteErrorPage } from './route-error-page';

const publicPages: RouteObject[] = [
  { index: true, element: <HomePage /> },
  ...INFO_PAGES.map((page) => ({ path: page.path, element: <InfoPage page={page} /> })),
  { path: 'contact', element: <ContactPage /> },
  {
    path: 'dagelijkse-soep/*',
    element: (
      <PlaceholderPage
        title="Dagelijkse soep"
        text="Elke werkdag koken onze deelnemers verse soep. Het bestellen via deze website wordt op dit moment ingericht."
      />
    ),
  },
  {
    path: 'inloggen',
    element: <PlaceholderPage title="Inloggen" text="Inloggen voor medewerkers wordt op dit moment ingericht." />,
  },
  { path: '*', element: <NotFoundPage /> },
];

const adminPages: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('./admin/admin-index-page')).AdminIndexPage }),
  },
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
