// Contact form admin (spec doc 2 section 2: admin/contactformulier), managers only on the server. Lazy-loaded.
import type { RouteObject } from 'react-router';

export const adminContactRoutes: RouteObject[] = [
  {
    path: 'contactformulier',
    lazy: async () => ({ Component: (await import('./components/contact-subjects-page')).ContactSubjectsPage }),
  },
  {
    path: 'contactformulier/berichten',
    lazy: async () => ({ Component: (await import('./components/contact-messages-page')).ContactMessagesPage }),
  },
];
