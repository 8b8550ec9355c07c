// The home page's sections: which variable holds the text, the heading, and the page it links to.

/** The line under home's heading. */
export const HOME_INTRO =
  'Dagprogramma, wonen en werkplaatsen voor jongeren van 14 tot 27 jaar, en elke werkdag verse soep uit onze eigen keuken.';

export interface HomeSectionDefinition {
  variable: string;
  title: string;
  link: { to: string; label: string };
}

export const HOME_SECTIONS: readonly HomeSectionDefinition[] = [
  {
    variable: 'home_dagelijksesoep_tekst',
    title: 'Dagelijkse soep',
    link: { to: '/dagelijkse-soep', label: 'Bestel de soep van de dag' },
  },
  {
    variable: 'home_stageplekken_tekst',
    title: 'Stageplekken',
    link: { to: '/meedoen/stage-lopen', label: 'Meer over stage lopen' },
  },
  {
    variable: 'home_donatie_tekst',
    title: 'Doneren',
    link: { to: '/meedoen/donaties', label: 'Meer over doneren' },
  },
  {
    variable: 'home_wachtlijst_tekst',
    title: 'Wachtlijst',
    link: { to: '/beschermd-wonen', label: 'Meer over beschermd wonen' },
  },
];

/** Whether a text from the editor starts with its own heading (then the section shows no extra one). */
export function startsWithHeading(html: string): boolean {
  return /^\s*<h[1-6][\s>]/i.test(html);
}
