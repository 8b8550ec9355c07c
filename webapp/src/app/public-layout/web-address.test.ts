import { describe, expect, it } from 'vitest';
import { webAddress } from './web-address';

describe('webAddress', () => {
  it('links an http(s) address as typed, a bare domain over https, and nothing else', () => {
    expect(webAddress(' https://www.facebook.com/soepketel ')).toBe('https://www.facebook.com/soepketel');
    expect(webAddress('www.instagram.com/soepketel')).toBe('https://www.instagram.com/soepketel');
    expect(webAddress('linkedin.com/company/soepketel')).toBe('https://linkedin.com/company/soepketel');
    for (const bad of ['', 'javascript:alert(1)', 'soepketel', 'ftp://x.nl', 'https://', 'mailto:a@b.nl']) {
      expect(webAddress(bad)).toBeNull();
    }
  });
});
