// Users admin (spec doc 2 section 2: admin/gebruikers). Paths are relative to /admin; every screen is lazy-loaded
// so public pages never load it. The routes carry the spec's route names.
import type { RouteObject } from 'react-router';

export const adminUsersRoutes: RouteObject[] = [
  {
    id: 'admin-gebruikers',
    path: 'gebruikers',
    lazy: async () => ({ Component: (await import('./components/users-page')).UsersPage }),
  },
  {
    id: 'gebruiker-toevoegen',
    path: 'gebruikers/toevoegen',
    lazy: async () => ({ Component: (await import('./components/user-pages')).UserAddPage }),
  },
  {
    id: 'gebruiker-aanpassen',
    path: 'gebruikers/aanpassen/:user',
    lazy: async () => ({ Component: (await import('./components/user-pages')).UserEditPage }),
  },
];
