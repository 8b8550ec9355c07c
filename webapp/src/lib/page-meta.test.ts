import { describe, expect, it } from 'vitest';
import { canonicalUrl, documentTitle, SITE_NAME } from './page-meta';

describe('page meta', () => {
  it('builds the tab title', () => {
    expect(documentTitle('Werkplaatsen')).toBe('Werkplaatsen | Stichting De Soepketel');
    expect(documentTitle(SITE_NAME)).toBe(SITE_NAME);
  });

  it('builds the canonical URL without a trailing slash', () => {
    expect(canonicalUrl('https://soepketel.nl', '/werkplaatsen/')).toBe('https://soepketel.nl/werkplaatsen');
    expect(canonicalUrl('https://soepketel.nl', '/')).toBe('https://soepketel.nl/');
  });
});
