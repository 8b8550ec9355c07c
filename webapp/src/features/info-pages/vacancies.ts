// Vacancies 1 to 10 from the settings variables (spec doc 1, section 4 'Vacancies'):
// vacature_zichtbaar_N, titel_voor_vacature_N, link_voor_vacature_N, vacature_tekst_N.
//
// The vacancy page finds its index by matching the route parameter with a vacancy variable's value and reading
// the index from the variable's key. The spec says "the last character of the key", which would turn
// link_voor_vacature_10 into vacancy 0; we read the whole number after the last underscore instead, so vacancy
// 10 works (docs/decisions/0014-picture-library-and-public-site.md).
import type { SiteVariable } from '../../lib/settings';

export const VACANCY_COUNT = 10;
export const NO_VACANCIES = 'Op dit moment staan er geen vacatures open.';
export const VACANCY_NOT_FOUND = 'Geen vacature gevonden';

export interface Vacancy {
  index: number;
  visible: boolean;
  title: string;
  link: string;
  text: string;
}

type Lookup = (key: string) => string | number | undefined;

function lookupFrom(variables: readonly SiteVariable[]): Lookup {
  const byKey = new Map(variables.map((variable) => [variable.key, variable.value]));
  return (key) => byKey.get(key);
}

function text(value: string | number | undefined): string {
  return value === undefined || value === null ? '' : String(value);
}

export function vacancy(variables: readonly SiteVariable[], index: number): Vacancy {
  const get = lookupFrom(variables);
  return {
    index,
    visible: String(get(`vacature_zichtbaar_${index}`)) === '1',
    title: text(get(`titel_voor_vacature_${index}`)).trim(),
    link: text(get(`link_voor_vacature_${index}`)).trim(),
    text: text(get(`vacature_tekst_${index}`)),
  };
}

export function allVacancies(variables: readonly SiteVariable[]): Vacancy[] {
  return Array.from({ length: VACANCY_COUNT }, (_, position) => vacancy(variables, position + 1));
}

/** The vacancies shown in the list: those whose vacature_zichtbaar_N is 1. */
export function visibleVacancies(variables: readonly SiteVariable[]): Vacancy[] {
  return allVacancies(variables).filter((item) => item.visible);
}

/** An external address (http/https) is linked directly; anything else is the parameter of our own page. */
export function isExternalLink(link: string): boolean {
  return /^https?:\/\//i.test(link);
}

/** Where the list links to: the vacancy's own page (by its link, or by its title when no link is set). */
export function vacancyHref(item: Vacancy): string {
  if (isExternalLink(item.link)) return item.link;
  const parameter = item.link || item.title || String(item.index);
  return `/meedoen/werken-bij/${encodeURIComponent(parameter)}`;
}

const VACANCY_KEY = /^(?:link_voor_vacature|titel_voor_vacature)_(\d+)$/;

/** The index whose variable's value equals the parameter (links first, then titles); undefined when none. */
export function vacancyIndexFor(variables: readonly SiteVariable[], parameter: string): number | undefined {
  const wanted = parameter.trim();
  if (!wanted) return undefined;
  const candidates = variables.filter((variable) => VACANCY_KEY.test(variable.key));
  const ordered = [
    ...candidates.filter((variable) => variable.key.startsWith('link_')),
    ...candidates.filter((variable) => variable.key.startsWith('titel_')),
  ];
  for (const variable of ordered) {
    if (String(variable.value).trim() !== wanted) continue;
    const index = Number(VACANCY_KEY.exec(variable.key)?.[1]);
    if (index >= 1 && index <= VACANCY_COUNT) return index;
  }
  return undefined;
}

export type VacancyPageState =
  | { kind: 'back' }
  | { kind: 'not-found' }
  | { kind: 'vacancy'; vacancy: Vacancy };

/** What the vacancy page shows for a route parameter: go back without one, the text only when visible and
 *  non-empty, otherwise 'Geen vacature gevonden'. */
export function vacancyPageState(variables: readonly SiteVariable[], parameter: string | undefined): VacancyPageState {
  if (parameter === undefined || parameter.trim() === '') return { kind: 'back' };
  const index = vacancyIndexFor(variables, parameter);
  if (index === undefined) return { kind: 'not-found' };
  const found = vacancy(variables, index);
  if (!found.visible || found.text.replace(/<[^>]*>/g, '').trim() === '') return { kind: 'not-found' };
  return { kind: 'vacancy', vacancy: found };
}
