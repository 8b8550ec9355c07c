// Gebruiker toevoegen (gebruikers/toevoegen) and Gebruiker aanpassen (gebruikers/aanpassen/{user}). After saving, the
// server's message ('Gebruiker aangemaakt' / 'Gebruiker aangepast') shows as a toast and the list opens again. An
// unknown user sends the screen back to the list.
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { useQuery } from '../../../lib/query';
import { showToast } from '../../../lib/toast';
import { useEditRecord } from '../../../lib/use-edit-record';
import { adminSettingsQuery } from '../api/admin-settings';
import { createUser, editUser, refreshUser, usersQuery } from '../api/users';
import { USERS_LIST } from '../paths';
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
      {settings.status === 'error' && !settings.data && <LoadError onRetry={settings.retry} error={settings.error} />}
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

export function UserEditPage() {
  const { user: id = '' } = useParams();
  const navigate = useNavigate();
  const settings = useQuery(adminSettingsQuery);
  const { state, retry } = useEditRecord(refreshUser, id, { list: USERS_LIST, notFound: NOT_FOUND });
  const initial = useMemo(() => (state.status === 'ready' ? userFormFrom(state.record) : null), [state]);

  const save = async (values: UserFormValues) => {
    if (state.status !== 'ready') return;
    const answer = await editUser(state.record.id, userPayload(values));
    showToast(answer.message || 'Gebruiker aangepast', { color: 'green', duration: 3000 });
    usersQuery.reload().catch(() => undefined);
    await navigate(USERS_LIST);
  };

  const failed = state.status === 'error' || (settings.status === 'error' && !settings.data);
  const failure = state.status === 'error' ? state.error : settings.error;
  const retryAll = () => {
    if (state.status === 'error') retry();
    if (settings.status === 'error') settings.retry();
  };

  return (
    <>
      <PageHeading title="Gebruiker aanpassen" />
      {failed && <LoadError onRetry={retryAll} error={failure} />}
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
