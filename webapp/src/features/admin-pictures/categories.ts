// The picture categories of spec doc 1 section 3, with the page that shows them (the same table as
// docs/decisions/0014-picture-library-and-public-site.md), for the category select.

export const CATEGORY_PAGES: Readonly<Record<string, string>> = {
  home: 'Home',
  dagprogramma: 'Dagprogramma',
  overons_algemeen: 'Over ons, grondsteenspreuk, onze woorden',
  overons_geschiedenis: 'Over ons: geschiedenis',
  overons_klachtenprocedure: 'Klachtenprocedure',
  overons_visie: 'Over ons: visie',
  overons_organisatie: 'Over ons: organisatie',
  beschermdwonen: 'Beschermd wonen',
  beschutwonen: 'Beschut wonen',
  werkplaatsen_alle_werkplaatsen: 'Werkplaatsen (overzicht)',
  werkplaatsen_sport: 'Werkplaatsen: sport en spel',
  werkplaatsen_hetleerhuis: 'Werkplaatsen: het leerhuis',
  werkplaatsen_horeca: 'Werkplaatsen: horeca',
  werkplaatsen_buiten: 'Werkplaatsen: buiten',
  werkplaatsen_kunst: 'Werkplaatsen: kunst',
  werkplaatsen_gastaantafel: 'Werkplaatsen: huis en haard (gast aan tafel)',
  meedoen_doemee: 'Meedoen',
  meedoen_vacature: 'Meedoen: een vacature',
  meedoen_donaties: 'Meedoen: donaties',
  meedoen_doneren: 'Meedoen: doneren',
  meedoen_stagiaires: 'Meedoen: stage lopen',
  meedoen_vriendenvan: 'Meedoen: vrienden van',
  meedoen_vrijwilligers: 'Meedoen: vrijwilligers',
  meedoen_werkenbij: 'Meedoen: werken bij',
  meedoen_woongemeenschap: 'Meedoen: woongemeenschap',
};

export const NO_CATEGORY = '';

/** The select's options: the Dutch name of the page that shows the pictures (the technical key stays hidden). */
export function categoryOptions(): { value: string; label: string }[] {
  return [
    { value: NO_CATEGORY, label: 'Geen categorie (niet getoond)' },
    ...Object.entries(CATEGORY_PAGES).map(([value, page]) => ({ value, label: page })),
  ];
}

/** The library's filter: everything, pictures without a category, or one category. */
export const ALL_CATEGORIES = 'alle';
export const WITHOUT_CATEGORY = 'geen';

export function filterOptions(): { value: string; label: string }[] {
  return [
    { value: ALL_CATEGORIES, label: 'Alle categorieën' },
    { value: WITHOUT_CATEGORY, label: 'Geen categorie' },
    ...Object.entries(CATEGORY_PAGES).map(([value, page]) => ({ value, label: page })),
  ];
}

/** The filter from the address bar (`?categorie=`); anything unknown shows everything. */
export function parseFilter(value: string | null): string {
  if (value === WITHOUT_CATEGORY || (value !== null && value in CATEGORY_PAGES)) return value;
  return ALL_CATEGORIES;
}

export function matchesFilter(category: string | null | undefined, filter: string): boolean {
  if (filter === ALL_CATEGORIES) return true;
  if (filter === WITHOUT_CATEGORY) return !category;
  return category === filter;
}

/** The name a queued file gets: its file name without the extension. */
export function defaultPictureName(fileName: string): string {
  const base = fileName.replace(/\.[^./\\]+$/, '').trim();
  return base || 'Foto';
}
