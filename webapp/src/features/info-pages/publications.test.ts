import { describe, expect, it } from 'vitest';
import { isDocumentAddress } from './components/publication-list';

describe('publication addresses', () => {
  it('links our own files and https addresses only', () => {
    expect(isDocumentAddress('/web/publicatie/0123456789abcdef0123456789abcdef.pdf')).toBe(true);
    expect(isDocumentAddress('/documenten/jaarrekening-2025.pdf')).toBe(true);
    expect(isDocumentAddress('https://example.nl/anbi.pdf')).toBe(true);
    expect(isDocumentAddress('//evil.example/x.pdf')).toBe(false);
    expect(isDocumentAddress('javascript:alert(1)')).toBe(false);
    expect(isDocumentAddress('http://example.nl/x.pdf')).toBe(false);
    expect(isDocumentAddress('')).toBe(false);
  });
});
