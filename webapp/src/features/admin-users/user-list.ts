// Pure decisions of the users screen: which tab a user is in, how a row reads, and which toolbar buttons apply.
import { formatMoment, parseUtcIso } from '../../lib/rules/business-time';
import type { AdminUser } from './types';

export type UsersTab = 'actief' | 'archief';

export const TAB_LABELS: Record<UsersTab, string> = {
  actief: 'Actieve gebruikers',
  archief: 'Archiveerde gebruikers',
};

/** The tab from the query parameter activeTab; anything unknown is the first tab. */
export function tabFromParam(value: string | null): UsersTab {
  return value === 'archief' ? 'archief' : 'actief';
}

/** 'Actieve gebruikers' holds the active users, 'Archiveerde gebruikers' every user whose status is not active. */
export function usersInTab(users: readonly AdminUser[], tab: UsersTab): AdminUser[] {
  const inTab = users.filter((user) => (tab === 'actief') === (user.status === 'actief'));
  return inTab.sort((a, b) => a.name.localeCompare(b.name, 'nl', { sensitivity: 'base' }) || a.id - b.id);
}

const ROLE_LABELS: Record<string, string> = {
  superuser: 'Superuser',
  beheerder: 'Beheerder',
  soep_coordinator: 'Soepcoördinator',
};

export function roleLabel(rol: string): string {
  return ROLE_LABELS[rol] ?? rol;
}

/** 'Actief', 'Gedeactiveerd', with 'vergrendeld' added for a locked account. */
export function statusText(user: Pick<AdminUser, 'status' | 'vergrendeld'>): string {
  const base = user.status === 'actief' ? 'Actief' : 'Gedeactiveerd';
  return user.vergrendeld ? `${base}, vergrendeld` : base;
}

/** 'dd-mm-yyyy om HH:MM' (Amsterdam time), or the fallback text when there is no (readable) moment. */
export function momentText(value: string | null, fallback: string): string {
  if (!value) return fallback;
  try {
    return formatMoment(parseUtcIso(value));
  } catch {
    return fallback;
  }
}

export function lastLoginText(user: Pick<AdminUser, 'laatste_inlog'>): string {
  return momentText(user.laatste_inlog, 'Nog nooit');
}

/** Whether the user still has to set a password, and since when they are invited. */
export function invitationText(user: Pick<AdminUser, 'uitgenodigd' | 'wachtwoord_ingesteld'>): string {
  if (user.wachtwoord_ingesteld) return 'Wachtwoord ingesteld';
  if (!user.uitgenodigd) return 'Niet uitgenodigd';
  return `Uitgenodigd op ${momentText(user.uitgenodigd, '–')}`;
}

export interface ToolbarState {
  resend: boolean;
  edit: boolean;
  activate: boolean;
  deactivate: boolean;
  remove: boolean;
  /** Why deactivate or delete is off for the selected user, when that is not obvious. */
  hint: string | null;
}

export const NOT_YOURSELF = 'U kunt uw eigen account niet deactiveren of verwijderen.';

/**
 * Which actions apply to the selected user (null: nothing selected). Activate also unlocks a locked account;
 * deleting needs a deactivated user; nobody deactivates or deletes themselves (the server refuses that too).
 */
export function toolbarState(selected: AdminUser | null, ownId: number | undefined): ToolbarState {
  if (!selected) return { resend: false, edit: false, activate: false, deactivate: false, remove: false, hint: null };
  const active = selected.status === 'actief';
  const self = selected.id === ownId;
  return {
    resend: active && !selected.wachtwoord_ingesteld, // an invitation only helps who has no password yet
    edit: true,
    activate: !active || selected.vergrendeld,
    deactivate: active && !self,
    remove: !active && !self,
    hint: self ? NOT_YOURSELF : null,
  };
}
