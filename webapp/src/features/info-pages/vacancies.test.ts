import { describe, expect, it } from 'vitest';
import type { SiteVariable } from '../../lib/settings';
import {
  NO_VACANCIES,
  vacancyHref,
  vacancyIndexFor,
  vacancyPageState,
  visibleVacancies,
} from './vacancies';

function variables(values: Record<string, string | number>): SiteVariable[] {
  const all: SiteVariable[] = [];
  for (let n = 1; n <= 10; n += 1) {
    for (const key of [`vacature_zichtbaar_${n}`, `titel_voor_vacature_${n}`, `link_voor_vacature_${n}`, `vacature_tekst_${n}`]) {
      const value = values[key] ?? (key.startsWith('vacature_zichtbaar') ? 0 : '');
      all.push({ key, value, name: key, type: 'input', category: 'vacatures', options: null });
    }
  }
  return all;
}

describe('vacancies', () => {
  it('lists only the vacancies whose vacature_zichtbaar_N is 1', () => {
    const list = visibleVacancies(
      variables({
        vacature_zichtbaar_2: 1,
        titel_voor_vacature_2: 'Kok',
        vacature_zichtbaar_3: 0,
        titel_voor_vacature_3: 'Verborgen',
        vacature_zichtbaar_10: 1,
        titel_voor_vacature_10: 'Begeleider',
      }),
    );
    expect(list.map((item) => [item.index, item.title])).toEqual([
      [2, 'Kok'],
      [10, 'Begeleider'],
    ]);
    expect(visibleVacancies(variables({}))).toEqual([]);
    expect(NO_VACANCIES).toBe('Op dit moment staan er geen vacatures open.');
  });

  it('finds vacancy 10 by its link (not vacancy 0 or 1)', () => {
    const all = variables({ link_voor_vacature_1: 'kok', link_voor_vacature_10: 'begeleider-wonen' });
    expect(vacancyIndexFor(all, 'begeleider-wonen')).toBe(10);
    expect(vacancyIndexFor(all, 'kok')).toBe(1);
    expect(vacancyIndexFor(all, 'onbekend')).toBeUndefined();
  });

  it('falls back to the title when a vacancy has no link', () => {
    const all = variables({ vacature_zichtbaar_4: 1, titel_voor_vacature_4: 'Vakkracht kunst' });
    const item = visibleVacancies(all)[0]!;
    expect(vacancyHref(item)).toBe('/meedoen/werken-bij/Vakkracht%20kunst');
    expect(vacancyIndexFor(all, 'Vakkracht kunst')).toBe(4);
  });

  it('links an external address directly', () => {
    const all = variables({ vacature_zichtbaar_1: 1, link_voor_vacature_1: 'https://werkenbij.example.nl/kok' });
    expect(vacancyHref(visibleVacancies(all)[0]!)).toBe('https://werkenbij.example.nl/kok');
  });

  it('shows the text only when visible and non-empty', () => {
    const all = variables({
      vacature_zichtbaar_1: 1,
      link_voor_vacature_1: 'kok',
      vacature_tekst_1: '<p>Wij zoeken een kok.</p>',
      vacature_zichtbaar_2: 0,
      link_voor_vacature_2: 'verborgen',
      vacature_tekst_2: '<p>Niet zichtbaar.</p>',
      vacature_zichtbaar_3: 1,
      link_voor_vacature_3: 'leeg',
      vacature_tekst_3: '<p> </p>',
      vacature_zichtbaar_10: 1,
      link_voor_vacature_10: 'tien',
      vacature_tekst_10: '<p>Vacature tien.</p>',
    });
    const shown = vacancyPageState(all, 'kok');
    expect(shown.kind === 'vacancy' && shown.vacancy.text).toBe('<p>Wij zoeken een kok.</p>');
    const ten = vacancyPageState(all, 'tien');
    expect(ten.kind === 'vacancy' && ten.vacancy.index).toBe(10);
    expect(vacancyPageState(all, 'verborgen')).toEqual({ kind: 'not-found' });
    expect(vacancyPageState(all, 'leeg')).toEqual({ kind: 'not-found' });
    expect(vacancyPageState(all, 'bestaat-niet')).toEqual({ kind: 'not-found' });
  });

  it('finds every vacancy 1 to 10 by its own link, whatever the others hold', () => {
    const values: Record<string, string | number> = {};
    for (let n = 1; n <= 10; n += 1) {
      values[`vacature_zichtbaar_${n}`] = n % 3 === 0 ? 0 : 1;
      values[`link_voor_vacature_${n}`] = `vacature-${n}`;
      values[`titel_voor_vacature_${n}`] = `Titel ${n}`;
      values[`vacature_tekst_${n}`] = `<p>Tekst ${n}</p>`;
    }
    const all = variables(values);
    for (let n = 1; n <= 10; n += 1) {
      expect(vacancyIndexFor(all, `vacature-${n}`)).toBe(n);
      const state = vacancyPageState(all, `vacature-${n}`);
      if (n % 3 === 0) expect(state).toEqual({ kind: 'not-found' });
      else expect(state.kind === 'vacancy' && state.vacancy.text).toBe(`<p>Tekst ${n}</p>`);
    }
    expect(visibleVacancies(all).map((item) => item.index)).toEqual([1, 2, 4, 5, 7, 8, 10]);
  });

  it('goes back without a parameter', () => {
    expect(vacancyPageState(variables({}), undefined)).toEqual({ kind: 'back' });
    expect(vacancyPageState(variables({}), '  ')).toEqual({ kind: 'back' });
  });
});
