// Public routes of the staff login (spec doc 1 section 2: inloggen, wachtwoord-resetten and the link from the
// reset and invitation mails). Lazy, so the public entry does not carry the login screens.
import type { RouteObject } from 'react-router';

export const loginRoutes: RouteObject[] = [
  {
    id: 'inloggen',
    path: 'inloggen',
    lazy: async () => ({ Component: (await import('./components/login-page')).LoginPage }),
  },
  {
    id: 'wachtwoord-resetten',
    path: 'wachtwoord-resetten',
    lazy: async () => ({ Component: (await import('./components/reset-request-page')).ResetRequestPage }),
  },
  {
    id: 'wachtwoord-resetten-token',
    path: 'wachtwoord-resetten/:email/:token',
    lazy: async () => ({ Component: (await import('./components/new-password-page')).NewPasswordPage }),
  },
];
