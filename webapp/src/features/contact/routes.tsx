// The contact page with its form and the page shown after sending (spec doc 1 section 2). Lazy-loaded.
import type { RouteObject } from 'react-router';

export const contactRoutes: RouteObject[] = [
  {
    path: 'contact',
    lazy: async () => ({ Component: (await import('./components/contact-page')).ContactPage }),
  },
  {
    path: 'contact-formulier-verzonden',
    lazy: async () => ({ Component: (await import('./components/contact-sent-page')).ContactSentPage }),
  },
];
