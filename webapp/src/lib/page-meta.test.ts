import { describe, expect, it } from 'vitest';
import { canonicalUrl, descriptionFromHtml, documentTitle, SITE_NAME } from './page-meta';

describe('page meta', () => {
  it('builds the tab title', () => {
    expect(documentTitle('Werkplaatsen')).toBe('Werkplaatsen | Stichting De Soepketel');
    expect(documentTitle(SITE_NAME)).toBe(SITE_NAME);
  });

  it('builds the canonical URL without a trailing slash', () => {
    expect(canonicalUrl('https://soepketel.nl', '/werkplaatsen/')).toBe('https://soepketel.nl/werkplaatsen');
    expect(canonicalUrl('https://soepketel.nl', '/')).toBe('https://soepketel.nl/');
  });

  it('makes a short plain description from the HTML text of a soup', () => {
    expect(descriptionFromHtml('<p>Erwtensoep met <strong>rookworst</strong> &amp; roggebrood.</p>')).toBe(
      'Erwtensoep met rookworst & roggebrood.',
    );
    expect(descriptionFromHtml('<p></p>')).toBe('');
    const long = descriptionFromHtml(`<p>${'Verse groente uit de moestuin, '.repeat(10)}</p>`, 60);
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long).toBe('Verse groente uit de moestuin, Verse groente uit de…');
  });
});
