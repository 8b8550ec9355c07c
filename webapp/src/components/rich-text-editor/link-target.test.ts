import { describe, expect, it } from 'vitest';
import { LINK_TARGET_INVALID, LINK_TARGET_REQUIRED, checkLinkTarget, isAllowedLinkTarget } from './link-target';

describe('isAllowedLinkTarget', () => {
  it.each([
    'https://www.soepketel.nl',
    'http://example.nl/pad?x=1',
    'HTTPS://EXAMPLE.NL',
    'mailto:info@soepketel.nl',
    'tel:+31201234567',
    'tel:020-1234567',
  ])('accepts %s', (href) => {
    expect(isAllowedLinkTarget(href)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<b>x</b>',
    'ftp://example.nl',
    'www.soepketel.nl',
    '/admin/soepen',
    'https:example.nl',
    'https://',
    'mailto:',
    'tel:',
    'https://exa mple.nl',
    'vbscript:msgbox',
  ])('refuses %s', (href) => {
    expect(isAllowedLinkTarget(href)).toBe(false);
  });
});

describe('checkLinkTarget', () => {
  it('trims the target', () => {
    expect(checkLinkTarget('  https://soepketel.nl  ')).toEqual({ ok: true, href: 'https://soepketel.nl' });
  });

  it('asks for a target when empty', () => {
    expect(checkLinkTarget('   ')).toEqual({ ok: false, message: LINK_TARGET_REQUIRED });
  });

  it('explains the allowed protocols', () => {
    expect(checkLinkTarget('javascript:alert(1)')).toEqual({ ok: false, message: LINK_TARGET_INVALID });
  });
});
