// Public routes of the staff login (spec doc 1 section 2: inloggen, wachtwoord-resetten).
import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

export const loginRoutes: RouteObject[] = [
  {
    path: 'inloggen',
    element: <PlaceholderPage title="Inloggen" text="Inloggen voor medewerkers wordt op dit moment ingericht." />,
  },
];
