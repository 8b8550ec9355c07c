import { describe, expect, it } from 'vitest';
import type { AdminUser } from './types';
import { emptyUserForm, isUserFormDirty, roleOptions, userFormFrom, userPayload } from './user-form';

const saved: AdminUser = {
  id: 7,
  name: 'Piet',
  email: 'piet@example.nl',
  telefoonnummer: '06 12345678',
  rol: 'soep_coordinator',
  status: 'actief',
  vergrendeld: false,
  uitgenodigd: null,
  laatste_inlog: null,
  wachtwoord_ingesteld: true,
};

describe('user form', () => {
  it('starts empty with the invitation on', () => {
    expect(emptyUserForm()).toEqual({ name: '', email: '', telefoonnummer: '', rol: '', uitnodigen: true });
  });

  it('fills in a saved user without inviting again', () => {
    expect(userFormFrom(saved)).toEqual({
      name: 'Piet',
      email: 'piet@example.nl',
      telefoonnummer: '06 12345678',
      rol: 'soep_coordinator',
      uitnodigen: false,
    });
  });

  it('sends trimmed texts', () => {
    expect(userPayload({ name: ' Piet ', email: ' p@x.nl ', telefoonnummer: ' 06 ', rol: 'beheerder', uitnodigen: true })).toEqual({
      name: 'Piet',
      email: 'p@x.nl',
      telefoonnummer: '06',
      rol: 'beheerder',
      uitnodigen: true,
    });
  });

  it('is dirty after a field change, not after the invitation checkbox alone', () => {
    const initial = userFormFrom(saved);
    expect(isUserFormDirty(initial, initial)).toBe(false);
    expect(isUserFormDirty({ ...initial, uitnodigen: true }, initial)).toBe(false);
    expect(isUserFormDirty({ ...initial, telefoonnummer: '' }, initial)).toBe(true);
    expect(isUserFormDirty({ ...initial, rol: 'beheerder' }, initial)).toBe(true);
  });

  it('offers the roles from the settings, plus an unknown current role', () => {
    const label = (rol: string) => rol.toUpperCase();
    expect(roleOptions(['a', 'b'], 'a', label)).toEqual([
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ]);
    expect(roleOptions(['a'], 'oud', label).map((o) => o.value)).toEqual(['a', 'oud']);
    expect(roleOptions(['a'], '', label).map((o) => o.value)).toEqual(['a']);
  });
});
