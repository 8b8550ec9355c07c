import { describe, expect, it } from 'vitest';
import {
  ACTION_LABELS,
  auditLogUrl,
  changeLines,
  fieldLabel,
  htmlToText,
  readAuditParams,
  subjectText,
  valueText,
  writeAuditParams,
} from './audit-log';

describe('the list state in the URL', () => {
  it('reads only known types and numeric users', () => {
    expect(readAuditParams(new URLSearchParams('page=2&type=product&user=3'))).toEqual({ page: 2, type: 'product', user: '3' });
    expect(readAuditParams(new URLSearchParams('page=x&type=geheim&user=abc'))).toEqual({ page: 1, type: '', user: '' });
  });
  it('writes and asks for what is set', () => {
    expect(writeAuditParams({ page: 1, type: 'user', user: '' }).toString()).toBe('type=user');
    expect(auditLogUrl({ page: 3, type: '', user: '7' })).toBe('/web/admin/audit-log?page=3&per_page=25&user=7');
  });
});

describe('values in Dutch', () => {
  it('names fields and values readably', () => {
    expect(fieldLabel('omschrijving')).toBe('Omschrijving');
    expect(fieldLabel('huisnummer_begin')).toBe('Huisnummer begin');
    expect(fieldLabel('email')).toBe('E-mailadres');
    expect(valueText('actief', true)).toBe('ja');
    expect(valueText('omschrijving', '')).toBe('(leeg)');
    expect(valueText('bestellingsdag', '2026-12-01')).toBe('01-12-2026');
    expect(valueText('prijs', 650)).toContain('6,50');
    expect(valueText('lines', [{ naam: 'Linzensoep', hoeveelheid: 2 }])).toBe('Linzensoep × 2');
  });
  it('shows before and after per changed field', () => {
    expect(changeLines({ before: { omschrijving: 'Oud' }, after: { omschrijving: 'Nieuw' } })).toEqual([
      { field: 'Omschrijving', before: 'Oud', after: 'Nieuw' },
    ]);
    expect(changeLines({ before: {}, after: { actief: false } })).toEqual([{ field: 'Actief', before: null, after: 'nee' }]);
    expect(subjectText({ type: 'product', entity_id: 4 })).toBe('Soep 4');
    expect(subjectText({ type: 'settings', entity_id: null })).toBe('Instellingen');
  });
});

describe('login events', () => {
  it('names the event, the account and the masked address in Dutch', () => {
    const entry = { type: 'login' as const, entity_id: 3, before: {}, after: { email: 'sa…@example.nl', adres: '203.0.113.0/24' } };
    expect(subjectText(entry)).toBe('Inloggen (gebruiker 3)');
    expect(subjectText({ ...entry, entity_id: null })).toBe('Inloggen');
    expect(ACTION_LABELS.failed).toBe('Mislukte poging');
    expect(ACTION_LABELS.locked).toBe('Vergrendeld');
    expect(changeLines(entry)).toEqual([
      { field: 'E-mailadres', before: null, after: 'sa…@example.nl' },
      { field: 'Netwerkadres', before: null, after: '203.0.113.0/24' },
    ]);
  });
});

describe('the log reads as text (issue 25 item 12)', () => {
  it('shows rich text as the words a reader sees', () => {
    expect(htmlToText('<p>Verse <strong>soep</strong> &amp; brood</p><p>Tot&nbsp;morgen</p>')).toBe('Verse soep & brood Tot morgen');
    expect(valueText('omschrijving', '<h2>Kop</h2><ul><li>een</li><li>twee</li></ul>')).toBe('Kop een twee');
    expect(valueText('opmerking', 'a < b en c > d')).toBe('a < b en c > d');
    expect(valueText('bron', 'admin')).toBe('Beheer');
  });
  it('names the soups of an order day and leaves out what reads the same', () => {
    const before = { products: [{ naam: 'Erwtensoep', hoeveelheid: 20 }], omschrijving: '<p>Soep</p>' };
    const after = { products: [{ naam: 'Erwtensoep', hoeveelheid: 25 }], omschrijving: '<p>Soep</p>\n' };
    expect(changeLines({ before, after })).toEqual([{ field: 'Soepen', before: 'Erwtensoep × 20', after: 'Erwtensoep × 25' }]);
  });
});
