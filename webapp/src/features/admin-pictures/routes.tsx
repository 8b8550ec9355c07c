// The photo library (spec doc 2 section 2: admin/foto-upload and admin/fotos), managers only. Paths are relative
// to /admin; both screens are lazy-loaded so public pages never load them.
import type { RouteObject } from 'react-router';

export const adminPicturesRoutes: RouteObject[] = [
  {
    path: 'foto-upload',
    lazy: async () => ({ Component: (await import('./components/photo-upload-page')).PhotoUploadPage }),
  },
  {
    path: 'fotos',
    lazy: async () => ({ Component: (await import('./components/photos-page')).PhotosPage }),
  },
];
