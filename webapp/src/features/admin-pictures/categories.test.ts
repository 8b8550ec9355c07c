import { describe, expect, it } from 'vitest';
import {
  ALL_CATEGORIES,
  CATEGORY_PAGES,
  categoryOptions,
  defaultPictureName,
  filterOptions,
  matchesFilter,
  parseFilter,
  WITHOUT_CATEGORY,
} from './categories';

describe('picture categories', () => {
  it('are exactly the 25 categories of the spec, plus "no category"', () => {
    expect(Object.keys(CATEGORY_PAGES)).toHaveLength(25);
    expect(categoryOptions()[0]).toEqual({ value: '', label: 'Geen categorie (niet getoond)' });
    expect(categoryOptions().map((option) => option.value)).toContain('werkplaatsen_gastaantafel');
  });

  it('are labelled in Dutch, without the technical key', () => {
    const labels = categoryOptions().map((option) => option.label);
    expect(labels).toContain('Werkplaatsen: kunst');
    expect(labels.some((label) => label.includes('_'))).toBe(false);
    expect(filterOptions().slice(0, 2).map((option) => option.label)).toEqual(['Alle categorieën', 'Geen categorie']);
  });

  it('filter the library by category, by none, or not at all', () => {
    expect(parseFilter('werkplaatsen_kunst')).toBe('werkplaatsen_kunst');
    expect(parseFilter('geen')).toBe(WITHOUT_CATEGORY);
    expect(parseFilter('onzin')).toBe(ALL_CATEGORIES);
    expect(parseFilter(null)).toBe(ALL_CATEGORIES);
    expect([null, '', 'home'].map((c) => matchesFilter(c, WITHOUT_CATEGORY))).toEqual([true, true, false]);
    expect([null, 'home', 'dagprogramma'].map((c) => matchesFilter(c, 'home'))).toEqual([false, true, false]);
    expect(matchesFilter(null, ALL_CATEGORIES)).toBe(true);
  });

  it('name a queued file after the file', () => {
    expect(defaultPictureName('Zomerfeest 2026.jpeg')).toBe('Zomerfeest 2026');
    expect(defaultPictureName('archief.foto.png')).toBe('archief.foto');
    expect(defaultPictureName('.jpg')).toBe('Foto');
  });
});
