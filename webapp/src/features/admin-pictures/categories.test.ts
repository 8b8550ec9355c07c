import { describe, expect, it } from 'vitest';
import { CATEGORY_PAGES, categoryOptions, defaultPictureName } from './categories';

describe('picture categories', () => {
  it('are exactly the 25 categories of the spec, plus "no category"', () => {
    expect(Object.keys(CATEGORY_PAGES)).toHaveLength(25);
    expect(categoryOptions()[0]).toEqual({ value: '', label: 'Geen categorie (niet getoond)' });
    expect(categoryOptions().map((option) => option.value)).toContain('werkplaatsen_gastaantafel');
  });

  it('name a queued file after the file', () => {
    expect(defaultPictureName('Zomerfeest 2026.jpeg')).toBe('Zomerfeest 2026');
    expect(defaultPictureName('archief.foto.png')).toBe('archief.foto');
    expect(defaultPictureName('.jpg')).toBe('Foto');
  });
});
