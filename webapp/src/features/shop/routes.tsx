// Public routes of the soup shop (spec doc 1 section 2, prefix dagelijkse-soep).
import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

export const shopRoutes: RouteObject[] = [
  {
    path: 'dagelijkse-soep/*',
    element: (
      <PlaceholderPage
        title="Dagelijkse soep"
        text="Elke werkdag koken onze deelnemers verse soep. Het bestellen via deze website wordt op dit moment ingericht."
      />
    ),
  },
];
