// The add/edit form of a user: its values, what is sent, and whether anything changed (unsaved-changes warning).
import type { AdminUser, UserPayload } from './types';

export interface UserFormValues {
  name: string;
  email: string;
  telefoonnummer: string;
  /** '' until a role is chosen. */
  rol: string;
  uitnodigen: boolean;
}

/** A new user is invited by default: without the mail they cannot set a password. */
export function emptyUserForm(): UserFormValues {
  return { name: '', email: '', telefoonnummer: '', rol: '', uitnodigen: true };
}

export function userFormFrom(user: AdminUser): UserFormValues {
  return {
    name: user.name,
    email: user.email,
    telefoonnummer: user.telefoonnummer ?? '',
    rol: user.rol,
    uitnodigen: false,
  };
}

export function userPayload(values: UserFormValues): UserPayload {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    telefoonnummer: values.telefoonnummer.trim(),
    rol: values.rol,
    uitnodigen: values.uitnodigen,
  };
}

/** Changes that would be lost; the invitation checkbox alone is not one. */
export function isUserFormDirty(values: UserFormValues, initial: UserFormValues): boolean {
  return (['name', 'email', 'telefoonnummer', 'rol'] as const).some((field) => values[field] !== initial[field]);
}

export interface RoleOption {
  value: string;
  label: string;
}

/** The Select's options: the roles from the admin settings, plus the user's current role if it is not among them. */
export function roleOptions(roles: readonly string[], current: string, label: (rol: string) => string): RoleOption[] {
  const all = current && !roles.includes(current) ? [...roles, current] : roles;
  return all.map((rol) => ({ value: rol, label: label(rol) }));
}
