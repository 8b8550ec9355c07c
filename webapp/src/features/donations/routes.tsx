// Donations (spec doc 1 section 2): meedoen/donaties, meedoen/doneren and the thank-you page. Lazy-loaded.
import type { RouteObject } from 'react-router';

export const donationRoutes: RouteObject[] = [
  {
    path: 'meedoen/donaties',
    lazy: async () => ({ Component: (await import('./components/donations-page')).DonationsPage }),
  },
  {
    path: 'meedoen/doneren',
    lazy: async () => ({ Component: (await import('./components/donate-page')).DonatePage }),
  },
  {
    path: 'meedoen/donaties/bedankt-voor-uw-donatie',
    // The loader sends the visitor on before the app renders (decision 0125); the page is the failed payment's view.
    lazy: async () => {
      const { ThanksPage, thanksLoader } = await import('./components/thanks-page');
      return { Component: ThanksPage, loader: thanksLoader };
    },
  },
  {
    path: 'meedoen/donaties/mijn-maandelijkse-gift',
    lazy: async () => ({ Component: (await import('./components/my-gift-page')).MyGiftPage }),
  },
];
