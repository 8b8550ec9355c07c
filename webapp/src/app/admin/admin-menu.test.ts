import { describe, expect, it } from 'vitest';
import { adminEntryForPath, adminMenuFor, mayOpen } from './admin-menu';

const labels = (role: Parameters<typeof adminMenuFor>[0]) => adminMenuFor(role).map((entry) => entry.label);

describe('admin menu per role', () => {
  it('superuser and beheerder see everything', () => {
    const all = [
      'Website',
      'Gebruikers',
      'Foto uploaden',
      'Fotos',
      'ContactFormulier',
      'Instellingen',
      'Logboek',
      'Donaties',
      'Leverdagen',
      'Bestellingen',
      'Besteldagen',
      'Soepen',
      'Postcodes',
      'Blacklist',
      'Klanten',
    ];
    expect(labels('superuser')).toEqual(all);
    expect(labels('beheerder')).toEqual(all);
  });

  it('the soup coordinator sees the shop part only', () => {
    expect(labels('soep_coordinator')).toEqual([
      'Leverdagen',
      'Bestellingen',
      'Besteldagen',
      'Soepen',
      'Postcodes',
      'Blacklist',
      'Klanten',
    ]);
  });

  it('nobody logged in: no entries', () => {
    expect(adminMenuFor(undefined)).toEqual([]);
  });

  it('finds the entry of a page and its sub-pages', () => {
    expect(adminEntryForPath('/admin/soepen')?.label).toBe('Soepen');
    expect(adminEntryForPath('/admin/soepen/aanpassen/3')?.label).toBe('Soepen');
    expect(adminEntryForPath('/admin/bezorglijsten/')?.label).toBe('Leverdagen');
    expect(adminEntryForPath('/admin/fotos-extra')).toBeUndefined();
    expect(adminEntryForPath('/admin/bestaat-niet')).toBeUndefined();
  });
});

describe('the one screen guard', () => {
  it('keeps a soup coordinator out of every managers-only screen, whatever the link', () => {
    for (const path of [
      '/admin/gebruikers',
      '/admin/gebruikers/toevoegen',
      '/admin/gebruikers/aanpassen/3',
      '/admin/foto-upload',
      '/admin/fotos',
      '/admin/contactformulier',
      '/admin/contactformulier/berichten',
      '/admin/logboek',
    ]) {
      expect(mayOpen('soep_coordinator', path)).toBe(false);
      expect(mayOpen('beheerder', path)).toBe(true);
    }
  });

  it('lets every staff member open the shop screens and their own account on the settings page', () => {
    for (const path of ['/admin/bestellingen/toevoegen', '/admin/bestellingdagen', '/admin/klanten/4', '/admin/instellingen']) {
      expect(mayOpen('soep_coordinator', path)).toBe(true);
    }
  });
});
