import { describe, expect, it } from 'vitest';
import { findHtmlVariable, findVariable, type SiteSettings } from './settings';

const settings: SiteSettings = {
  variables: [
    { key: 'website_open', value: 1, name: 'Webwinkel geopend', type: 'switch', category: 'website_open', options: null },
    { key: 'contact_email', value: 'info@soepketel.nl', name: 'E-mail', type: 'input', category: 'x', options: null },
  ],
  onderwerpen: [],
  pictures: [],
  admin: {
    variables: [{ key: 'kor', value: 0, name: 'Vlag kor', type: 'switch', category: 'soep_emails', options: null }],
  },
};

describe('findVariable', () => {
  it('finds public and admin variables by key', () => {
    expect(findVariable(settings, 'website_open')).toBe(1);
    expect(findVariable(settings, 'contact_email')).toBe('info@soepketel.nl');
    expect(findVariable(settings, 'kor')).toBe(0);
  });

  it('is undefined for unknown keys and while the settings load', () => {
    expect(findVariable(settings, 'bestaat_niet')).toBeUndefined();
    expect(findVariable(undefined, 'website_open')).toBeUndefined();
  });
});

describe('findHtmlVariable', () => {
  const withHtml: SiteSettings = {
    ...settings,
    variables: [
      ...settings.variables,
      { key: 'home_tekst', value: '<p>Soep</p>', name: 'Tekst', type: 'editor', category: 'x', options: null },
      { key: 'titel', value: '<img src=x onerror=alert(1)>', name: 'Titel', type: 'input', category: 'x', options: null },
    ],
  };

  it('gives the HTML of editor variables only', () => {
    expect(findHtmlVariable(withHtml, 'home_tekst')).toBe('<p>Soep</p>');
    expect(findHtmlVariable(withHtml, 'titel')).toBe('');
    expect(findHtmlVariable(withHtml, 'website_open')).toBe('');
    expect(findHtmlVariable(undefined, 'home_tekst')).toBe('');
  });
});
