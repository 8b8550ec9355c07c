// The donation thanks page's words (thanks-page.tsx) and the server's first paint of it (app/first-paint-pages.ts).
/**
 * The donation thanks page's waiting view, which the server paints (app/first-paint-pages.ts) while the page's loader
 * asks how the payment went (thanks-page.tsx, decision 0125), and the setting naming the page it then sends on to.
 */
export const THANKS_SCREEN = {
  title: 'Uw donatie',
  waiting: 'Een moment, wij kijken of uw betaling is gelukt…',
  sendsOnTo: 'redirect_after_donation',
  /** The query parameter naming the payment to ask about (the payment's way back); without it the page sends on at once. */
  waitsFor: 'donatie',
} as const;
