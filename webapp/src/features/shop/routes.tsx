// Public routes of the soup shop (spec doc 1 section 2, prefix dagelijkse-soep). Lazy, so the rest of the
// public site does not carry the shop's code.
import type { RouteObject } from 'react-router';

export const shopRoutes: RouteObject[] = [
  {
    path: 'dagelijkse-soep',
    lazy: async () => ({ Component: (await import('./components/shop-shell')).ShopShell }),
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./components/landing-page')).LandingPage }),
      },
      {
        path: 'bestellen',
        lazy: async () => ({ Component: (await import('./components/checkout-page')).CheckoutPage }),
      },
      {
        path: 'bestelling-ontvangen',
        lazy: async () => ({ Component: (await import('./components/order-received-page')).OrderReceivedPage }),
      },
      {
        path: 'bestelling-aanpassen/:uuid',
        lazy: async () => ({ Component: (await import('./components/change-order-page')).ChangeOrderPage }),
      },
      {
        path: 'wachtlijst',
        lazy: async () => ({ Component: (await import('./components/waitlist-page')).WaitlistPage }),
      },
      {
        path: ':product',
        lazy: async () => ({ Component: (await import('./components/product-page')).ProductPage }),
      },
    ],
  },
];
