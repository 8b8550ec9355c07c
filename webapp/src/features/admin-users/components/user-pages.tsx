// Gebruiker toevoegen (gebruikers/toevoegen) and Gebruiker aanpassen (gebruikers/aanpassen/{user}). After saving, the
// server's message ('Gebruiker aangemaakt' / 'Gebruiker aangepast') shows as a toast and the list opens again. An
// unknown user sends the screen back to the list.
import { Alert } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { NotFoundError } from '../../../lib/api-errors';
import { useQuery } from '../../../lib/query';
import { showFlash } from '../../../lib/stores/flash-store';
import { showToast } from '../../../lib/toast';
import { adminSettingsQuery } from '../api/admin-settings';
import { createUser, editUser, refreshUser, usersQuery } from '../api/users';
import { isForbidden, NO_ACCESS } from '../error-message';
import { USERS_LIST } from '../paths';
import type { AdminUser } from '../types';
import { emptyUserForm, type UserFormValues, userFormFrom, userPayload } from '../user-form';
import { UserForm } from './user-form';

const NOT_FOUND = 'Deze gebruiker bestaat niet (meer).';

export function UserAddPage() {
  const navigate = useNavigate();
  const settings = useQuery(adminSettingsQuery);
  const initial = useMemo(emptyUserForm, []);

  const save = async (values: UserFormValues) => {
    const answer = await createUser(userPayload(values));
    showToast(answer.message || 'Gebruiker aangemaakt', { color: 'green', duration: 3000 });
    usersQuery.reload().catch(() => undefined);
    await navigate(USERS_LIST);
  };

  return (
    <>
      <PageHeading title="Gebruiker toevoegen" />
      {settings.status === 'error' && !settings.data && <LoadError onRetry={settings.retry} />}
      {!settings.data && settings.status !== 'error' && <PageSkeleton lines={5} />}
      {settings.data && (
        <UserForm
          initial={initial}
          roles={settings.data.rollen}
          submitLabel="Toevoegen"
          withInvitation
          onSubmit={save}
          onCancel={() => void navigate(USERS_LIST)}
        />
      )}
    </>
  );
}

type UserState = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; user: AdminUser };

/** Loads the user (refresh_user); when it does not exist, back to the list with a red banner (spec doc 2 section 2). */
function useUser(id: string) {
  const navigate = useNavigate();
  const [state, setState] = useState<UserState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    refreshUser(id).then(
      (user) => {
        if (current) setState({ status: 'ready', user });
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof NotFoundError) {
          showFlash(NOT_FOUND, { color: 'red', duration: 5000 });
          void navigate(USERS_LIST, { replace: true });
        } else {
          setState({ status: 'error', error });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [id, navigate, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}

export function UserEditPage() {
  const { user: id = '' } = useParams();
  const navigate = useNavigate();
  const settings = useQuery(adminSettingsQuery);
  const { state, retry } = useUser(id);
  const initial = useMemo(() => (state.status === 'ready' ? userFormFrom(state.user) : null), [state]);

  const save = async (values: UserFormValues) => {
    if (state.status !== 'ready') return;
    const answer = await editUser(state.user.id, userPayload(values));
    showToast(answer.message || 'Gebruiker aangepast', { color: 'green', duration: 3000 });
    usersQuery.reload().catch(() => undefined);
    await navigate(USERS_LIST);
  };

  const failed = state.status === 'error' || (settings.status === 'error' && !settings.data);
  const forbidden = state.status === 'error' && isForbidden(state.error);
  const retryAll = () => {
    if (state.status === 'error') retry();
    if (settings.status === 'error') settings.retry();
  };

  return (
    <>
      <PageHeading title="Gebruiker aanpassen" />
      {forbidden && (
        <Alert color="red" variant="light" role="alert">
          {NO_ACCESS}
        </Alert>
      )}
      {failed && !forbidden && <LoadError onRetry={retryAll} />}
      {!failed && (!initial || !settings.data) && <PageSkeleton lines={5} />}
      {!failed && initial && settings.data && (
        <UserForm
          initial={initial}
          roles={settings.data.rollen}
          submitLabel="Aanpassen"
          withInvitation={false}
          onSubmit={save}
          onCancel={() => void navigate(USERS_LIST)}
        />
      )}
    </>
  );
}
