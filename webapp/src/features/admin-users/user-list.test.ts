import { describe, expect, it } from 'vitest';
import type { AdminUser } from './types';
import {
  NOT_YOURSELF,
  invitationText,
  lastLoginText,
  roleLabel,
  statusText,
  tabFromParam,
  toolbarState,
  usersInTab,
} from './user-list';

function user(patch: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 1,
    name: 'Anna',
    email: 'anna@example.nl',
    telefoonnummer: '',
    rol: 'beheerder',
    status: 'actief',
    vergrendeld: false,
    uitgenodigd: null,
    laatste_inlog: null,
    wachtwoord_ingesteld: true,
    ...patch,
  };
}

describe('tabs', () => {
  it('reads the tab from the query parameter', () => {
    expect(tabFromParam('archief')).toBe('archief');
    expect(tabFromParam(null)).toBe('actief');
    expect(tabFromParam('iets')).toBe('actief');
  });

  it('puts active users in the first tab and all others in the archive, sorted by name', () => {
    const users = [
      user({ id: 1, name: 'bram' }),
      user({ id: 2, name: 'Anna' }),
      user({ id: 3, name: 'Cor', status: 'gedeactiveerd' }),
    ];
    expect(usersInTab(users, 'actief').map((u) => u.id)).toEqual([2, 1]);
    expect(usersInTab(users, 'archief').map((u) => u.id)).toEqual([3]);
  });
});

describe('row texts', () => {
  it('names roles and statuses in Dutch', () => {
    expect(roleLabel('soep_coordinator')).toBe('Soepcoördinator');
    expect(roleLabel('onbekend')).toBe('onbekend');
    expect(statusText(user())).toBe('Actief');
    expect(statusText(user({ status: 'gedeactiveerd', vergrendeld: true }))).toBe('Gedeactiveerd, vergrendeld');
  });

  it('shows moments in Amsterdam time', () => {
    expect(lastLoginText(user({ laatste_inlog: '2026-11-23T09:05:00Z' }))).toBe('23-11-2026 om 10:05');
    expect(lastLoginText(user())).toBe('Nog nooit');
    expect(lastLoginText(user({ laatste_inlog: 'kapot' }))).toBe('Nog nooit');
  });

  it('tells whether the user still has to set a password', () => {
    expect(invitationText(user())).toBe('Wachtwoord ingesteld');
    expect(invitationText(user({ wachtwoord_ingesteld: false }))).toBe('Niet uitgenodigd');
    expect(invitationText(user({ wachtwoord_ingesteld: false, uitgenodigd: '2026-07-01T10:00:00Z' }))).toBe(
      'Uitgenodigd op 01-07-2026 om 12:00',
    );
  });
});

describe('toolbarState', () => {
  it('turns every per-user action off without a selection', () => {
    expect(toolbarState(null, 1)).toEqual({
      resend: false,
      edit: false,
      activate: false,
      deactivate: false,
      remove: false,
      hint: null,
    });
  });

  it('offers deactivate but not delete or activate for an active user', () => {
    expect(toolbarState(user({ id: 5 }), 1)).toEqual({
      resend: false,
      edit: true,
      activate: false,
      deactivate: true,
      remove: false,
      hint: null,
    });
  });

  it('offers activate and delete for a deactivated user, but no invitation', () => {
    const state = toolbarState(user({ id: 5, status: 'gedeactiveerd' }), 1);
    expect(state).toMatchObject({ resend: false, activate: true, deactivate: false, remove: true });
  });

  it('offers the invitation again only to an active user who has not set a password (issue 25)', () => {
    expect(toolbarState(user({ id: 5, wachtwoord_ingesteld: false }), 1).resend).toBe(true);
    expect(toolbarState(user({ id: 5, wachtwoord_ingesteld: true }), 1).resend).toBe(false);
    expect(toolbarState(user({ id: 5, wachtwoord_ingesteld: false, status: 'gedeactiveerd' }), 1).resend).toBe(false);
  });

  it('offers activate to unlock a locked active user', () => {
    expect(toolbarState(user({ id: 5, vergrendeld: true }), 1).activate).toBe(true);
  });

  it('never lets you deactivate or delete yourself', () => {
    const state = toolbarState(user({ id: 1 }), 1);
    expect(state).toMatchObject({ edit: true, deactivate: false, remove: false, hint: NOT_YOURSELF });
  });
});
