// Delivery lists (spec doc 2 section 2: admin/bezorglijsten, menu 'Leverdagen'). Paths are relative to /admin;
// every screen is lazy-loaded. The route ids are the spec's route names where it gives them.
import type { RouteObject } from 'react-router';

export const adminDeliveryRoutes: RouteObject[] = [
  {
    id: 'bezorglijsten-index',
    path: 'bezorglijsten',
    lazy: async () => ({
      Component: (await import('./components/delivery-overview-page')).DeliveryOverviewPage,
    }),
  },
  {
    id: 'leverdag-bekijken',
    path: 'bezorglijsten/Leverdag/:leverdag',
    lazy: async () => ({ Component: (await import('./components/delivery-day-page')).DeliveryDayPage }),
  },
  {
    id: 'create_new_leverdag_bezorglijst',
    path: 'bezorglijsten/bezorglijst-toevoegen',
    lazy: async () => ({ Component: (await import('./components/delivery-list-form-page')).DeliveryListAddPage }),
  },
  {
    id: 'bezorglijst-bekijken',
    path: 'bezorglijsten/bezorglijst/:bezorglijst',
    lazy: async () => ({ Component: (await import('./components/delivery-list-form-page')).DeliveryListEditPage }),
  },
  {
    id: 'bezorglijst-rit',
    path: 'bezorglijsten/bezorglijst/:bezorglijst/rit',
    lazy: async () => ({ Component: (await import('./components/deliverer-sheet-page')).DelivererSheetPage }),
  },
];
