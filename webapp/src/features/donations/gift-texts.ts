// The monthly gift page's words (my-gift-page.tsx) and the server's first paint of it (app/first-paint-pages.ts).
/**
 * The monthly gift's page (my-gift-page.tsx): its heading and the "Link kwijt?" form, which is all a visitor who
 * opens the bare link sees; the server paints these before the app runs (decision 0125). `token` is the query
 * parameter of the mail's link: with it the page shows the gift instead (and the server paints the heading only).
 */
export const MY_GIFT_SCREEN = {
  title: 'Mijn maandelijkse gift',
  description: 'Uw maandelijkse gift aan Stichting De Soepketel.',
  token: 'token',
  lostLink: {
    title: 'Link kwijt?',
    text: 'Vul het e-mailadres van uw maandelijkse gift in. Wij sturen u een nieuwe link.',
    label: 'E-mailadres',
    button: 'Stuur mij een nieuwe link',
  },
} as const;
