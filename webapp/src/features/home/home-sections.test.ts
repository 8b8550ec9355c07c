import { describe, expect, it } from 'vitest';
import { HOME_SECTIONS, startsWithHeading } from './home-sections';

describe('home sections', () => {
  it('show the four home variables', () => {
    expect(HOME_SECTIONS.map((section) => section.variable)).toEqual([
      'home_dagelijksesoep_tekst',
      'home_stageplekken_tekst',
      'home_donatie_tekst',
      'home_wachtlijst_tekst',
    ]);
  });

  it('recognise a text that brings its own heading', () => {
    expect(startsWithHeading('<h2>Steun ons</h2><p>Met een gift…</p>')).toBe(true);
    expect(startsWithHeading('  <H3 class="x">Titel</H3>')).toBe(true);
    expect(startsWithHeading('<p>Alleen tekst</p><h2>later</h2>')).toBe(false);
    expect(startsWithHeading('<header>geen kop</header>')).toBe(false);
    expect(startsWithHeading('')).toBe(false);
  });
});
