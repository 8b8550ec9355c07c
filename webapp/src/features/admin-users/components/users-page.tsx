// Gebruikers (admin-gebruikers, spec doc 2 sections 2, 4 and 7): tabs 'Actieve gebruikers' and 'Archiveerde
// gebruikers' (status not active; the tab is kept in the query parameter activeTab), a selectable list and a toolbar
// that works on the selected user. Only superusers and beheerders may see it: others get the server's 403 (the API
// client shows 'Deze actie is niet toegestaan') and a short explanation here, never user data.
import { Tabs } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadError, PageSkeleton, RefreshFailed } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { useQuery } from '../../../lib/query';
import { useSessionUser } from '../../../lib/stores/session-store';
import { usersQuery } from '../api/users';
import { ADD_USER, editUserPath } from '../paths';
import { TAB_LABELS, tabFromParam, toolbarState, type UsersTab, usersInTab } from '../user-list';
import { ConfirmModal } from '../../../components/confirm-modal';
import { LockedAddresses } from './locked-addresses';
import { useUserActions } from './use-user-actions';
import { UsersList } from './users-table';
import { UsersToolbar } from './users-toolbar';

const EMPTY: Record<UsersTab, string> = {
  actief: 'Er zijn geen actieve gebruikers.',
  archief: 'Er zijn geen gearchiveerde gebruikers.',
};

export function UsersPage() {
  const query = useQuery(usersQuery);
  const navigate = useNavigate();
  const me = useSessionUser();
  const [params, setParams] = useSearchParams();
  const tab = tabFromParam(params.get('activeTab'));
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const actions = useUserActions((action) => {
    if (action === 'remove') setSelectedId(null);
  });

  // Fresh data every time the screen opens (the cache may hold an older list).
  useEffect(() => {
    if (usersQuery.getState().status === 'success') usersQuery.reload().catch(() => undefined);
  }, []);

  const users = query.data ? usersInTab(query.data, tab) : [];
  const selected = users.find((user) => user.id === selectedId) ?? null;
  const edit = (id: number) => void navigate(editUserPath(id));

  const changeTab = (value: string | null) => {
    setSelectedId(null);
    setParams(value === 'archief' ? { activeTab: 'archief' } : {}, { replace: true });
  };

  return (
    <>
      <PageHeading title="Gebruikers" />
      {query.status === 'error' && !query.data && <LoadError onRetry={query.retry} error={query.error} />}
      {!query.data && query.status !== 'error' && <PageSkeleton />}
      {query.data && (
        <Tabs value={tab} onChange={changeTab} keepMounted={false}>
          <Tabs.List mb="sm">
            {(['actief', 'archief'] as const).map((value) => (
              <Tabs.Tab key={value} value={value}>
                {TAB_LABELS[value]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <UsersToolbar
            state={toolbarState(selected, me?.id)}
            busy={actions.busy}
            refreshing={query.status === 'loading'}
            onAdd={() => void navigate(ADD_USER)}
            onEdit={() => selected && edit(selected.id)}
            onAction={(action) => selected && actions.start(action, selected)}
            onRefresh={query.retry}
          />
          {query.status === 'error' && <RefreshFailed error={query.error} color="red.9" />}
          {(['actief', 'archief'] as const).map((value) => (
            <Tabs.Panel key={value} value={value}>
              <UsersList
                label={TAB_LABELS[value]}
                users={users}
                emptyText={EMPTY[value]}
                selectedId={selectedId}
                onSelect={setSelectedId}
                onOpen={edit}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
      {query.data && <LockedAddresses />}
      <ConfirmModal
        opened={actions.asking?.action === 'deactivate' && actions.asking.open}
        title="Gebruiker deactiveren"
        confirmLabel="Deactiveren"
        busy={actions.busy === 'deactivate'}
        onConfirm={actions.confirm}
        onClose={actions.cancel}
      >
        Weet u zeker dat u {actions.asking?.user.name} wilt deactiveren? Deze gebruiker kan dan niet meer inloggen
        en wordt direct uitgelogd.
      </ConfirmModal>
      <ConfirmModal
        opened={actions.asking?.action === 'remove' && actions.asking.open}
        title="Gebruiker verwijderen"
        confirmLabel="Verwijderen"
        busy={actions.busy === 'remove'}
        onConfirm={actions.confirm}
        onClose={actions.cancel}
      >
        Weet u zeker dat u {actions.asking?.user.name} definitief wilt verwijderen? Dit kan niet ongedaan worden
        gemaakt.
      </ConfirmModal>
    </>
  );
}
