// Website settings (spec doc 1 section 2 'Website settings'; doc 2: admin/instellingen), managers only on the server.
import type { RouteObject } from 'react-router';

export const adminSettingsRoutes: RouteObject[] = [
  {
    id: 'instellingen',
    path: 'instellingen',
    lazy: async () => ({ Component: (await import('./components/settings-page')).SettingsPage }),
  },
];
