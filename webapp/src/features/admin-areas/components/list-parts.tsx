// The screen both lists are (AreaListPage) and its pieces: the toolbar (add, refresh), the list (a table from `sm`
// up, cards on a phone), the row buttons (edit, delete) and the delete flow with its confirmation and toast.
import { ActionIcon, Button, Group, Title, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { LoadError, PageSkeleton, RefreshFailed } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { RecordCard, RecordFields, RecordList, type RecordColumn } from '../../../components/record-list';
import { type Query, useQuery } from '../../../lib/query';
import { showToast } from '../../../lib/toast';
import { failureMessage } from '../error-message';
import classes from '../../../components/record-list.module.css';

interface ListToolbarProps {
  label: string;
  refreshing: boolean;
  onAdd: () => void;
  onRefresh: () => void;
}

export function ListToolbar({ label, refreshing, onAdd, onRefresh }: ListToolbarProps) {
  return (
    <Group gap="xs" mb="sm" role="toolbar" aria-label={label}>
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
        Toevoegen
      </Button>
      <Button variant="subtle" leftSection={<IconRefresh size={16} aria-hidden />} loading={refreshing} onClick={onRefresh}>
        Vernieuwen
      </Button>
    </Group>
  );
}

interface RowActionsProps {
  /** How the row is named for screen readers, e.g. 'postcode 3500 AA – 3585 ZZ'. */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}

export function RowActions({ name, onEdit, onDelete }: RowActionsProps) {
  return (
    <Group gap={4} className={classes.actions}>
      <Tooltip label="Aanpassen" openDelay={400}>
        <ActionIcon variant="subtle" size="lg" aria-label={`${name} aanpassen`} onClick={onEdit}>
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Verwijderen" openDelay={400}>
        <ActionIcon variant="subtle" color='red' size="lg" aria-label={`${name} verwijderen`} onClick={onDelete}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** The record waiting for confirmation, and the call that deletes it (toast with the server's message). */
export function useDeleteFlow<T extends { id: number }>(
  remove: (id: number) => Promise<{ message: string }>,
  fallbackMessage: string,
  reload: () => Promise<unknown>,
) {
  const [pending, setPending] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const answer = await remove(pending.id);
      showToast(answer.message || fallbackMessage, { color: 'green', duration: 3000 });
    } catch (error) {
      const message = failureMessage(error, 'delete');
      if (message) showToast(message, { color: 'red', duration: 6000 });
    } finally {
      setBusy(false);
      setPending(null);
      reload().catch(() => undefined);
    }
  };

  return { pending, busy, ask: setPending, cancel: () => setPending(null), confirm: () => void confirm() };
}

interface AreaListProps<T extends { id: number }> {
  /** The name of both the table and the phone's card list (the heading above them). */
  label: string;
  rows: readonly T[];
  emptyText: string;
  columns: readonly RecordColumn<T>[];
  /** How a record is named for screen readers, e.g. 'Postcode 3500 AA – 3585 ZZ'. */
  name: (row: T) => string;
  /** The phone card's title and fields. */
  title: (row: T) => string;
  fields: (row: T) => readonly (readonly [string, ReactNode])[];
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
}

/** The list of either screen: a `RecordList` whose rows end in the edit and delete buttons (a double-click edits) and
 * whose phone cards have them full-size, instead of a table that would have to scroll sideways. */
export function AreaList<T extends { id: number }>({ label, rows, emptyText, columns, name, title, fields, onEdit, onDelete }: AreaListProps<T>) {
  return (
    <RecordList
      label={label}
      rows={rows}
      rowKey={(row) => row.id}
      minWidth={820}
      emptyText={emptyText}
      rowProps={(row) => ({ onDoubleClick: () => onEdit(row) })}
      columns={[
        ...columns,
        { head: 'Acties', cell: (row) => <RowActions name={name(row)} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} /> },
      ]}
      card={(row) => (
        <RecordCard>
          <Title order={3} size="h5" mb={6}>
            {title(row)}
          </Title>
          <RecordFields fields={fields(row)} />
          <Group gap="xs" mt="sm" grow>
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              aria-label={`${name(row)} aanpassen`}
              onClick={() => onEdit(row)}
            >
              Aanpassen
            </Button>
            <Button
              variant="default"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              aria-label={`${name(row)} verwijderen`}
              onClick={() => onDelete(row)}
            >
              Verwijderen
            </Button>
          </Group>
        </RecordCard>
      )}
    />
  );
}

/** What a list screen shows and does; `noun` names a record in the toasts, titles and screen-reader names. */
export interface AreaListScreen<T extends { id: number }> {
  noun: 'Postcode' | 'Blokkade';
  /** The page title ('Postcodes', 'Blacklist'); `label` is the heading above the list and its name. */
  pageTitle: string;
  label: string;
  toolbarLabel: string;
  /** The list's path: adding is `{list}/toevoegen`, editing `{list}/aanpassen/{id}`. */
  list: string;
  query: Query<T[]>;
  remove: (id: number) => Promise<{ message: string }>;
  /** The confirmation's question about the record called `name` (its card title). */
  removeQuestion: (name: string) => ReactNode;
  emptyText: string;
  columns: readonly RecordColumn<T>[];
  /** The phone card's title (also how the record is named) and fields. */
  title: (row: T) => string;
  fields: (row: T) => readonly (readonly [string, ReactNode])[];
}

/** Either list screen: heading, toolbar, the list, and deleting with a confirmation. */
export function AreaListPage<T extends { id: number }>({ screen }: { screen: AreaListScreen<T> }) {
  const { noun, list, query: source, title } = screen;
  const query = useQuery(source);
  const navigate = useNavigate();
  const deletion = useDeleteFlow<T>(screen.remove, `${noun} verwijderd`, source.reload);
  const edit = (id: number) => void navigate(`${list}/aanpassen/${id}`);

  // Fresh data every time the screen opens (the cache may hold an older list).
  useEffect(() => {
    if (source.getState().status === 'success') source.reload().catch(() => undefined);
  }, [source]);

  return (
    <>
      <PageHeading title={screen.pageTitle} />
      {query.status === 'error' && !query.data && <LoadError onRetry={query.retry} error={query.error} />}
      {!query.data && query.status !== 'error' && <PageSkeleton />}
      {query.data && (
        <>
          <Title order={2} size="h3" mb="sm" id={`${list.split('/').pop() ?? ''}-title`}>
            {screen.label}
          </Title>
          <ListToolbar
            label={screen.toolbarLabel}
            refreshing={query.status === 'loading'}
            onAdd={() => void navigate(`${list}/toevoegen`)}
            onRefresh={query.retry}
          />
          {query.status === 'error' && <RefreshFailed error={query.error} />}
          <AreaList
            label={screen.label}
            rows={query.data}
            emptyText={screen.emptyText}
            columns={screen.columns}
            name={(row) => `${noun} ${title(row)}`}
            title={title}
            fields={screen.fields}
            onEdit={(row) => edit(row.id)}
            onDelete={deletion.ask}
          />
        </>
      )}
      <ConfirmModal
        opened={deletion.pending !== null}
        title={`${noun} verwijderen`}
        confirmLabel="Verwijderen"
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
      >
        {screen.removeQuestion(deletion.pending ? title(deletion.pending) : '')}
      </ConfirmModal>
    </>
  );
}
