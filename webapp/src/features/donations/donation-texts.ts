// The donations page's heading, picture category and text variable: the page renders from these, and so does the
// server's first paint (app/first-paint-pages.ts). The donation form's are in donation-form.ts (DONATE_PAGE).

export const DONATIONS_PAGE = { title: 'Donaties', category: 'meedoen_donaties', variable: 'donaties_tekst' } as const;
