// Pieces both lists share: the toolbar (add, refresh), the desktop table, the row buttons (edit, delete) and the
// delete flow with its confirmation and toast.
import { ActionIcon, Box, Button, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { showToast } from '../../../lib/toast';
import { failureMessage } from '../error-message';
import classes from './areas.module.css';

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

export function RefreshFailed() {
  return (
    <Text c='red' role="alert" mb="sm">
      Vernieuwen is niet gelukt. Probeer het opnieuw.
    </Text>
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

export interface TableRecord {
  id: number;
  /** The accessible name of the row's buttons, e.g. 'Postcode 3500 AA - 3585 ZZ'. */
  name: string;
  cells: ReactNode[];
}

interface RecordTableProps {
  titleId: string;
  columns: readonly string[];
  emptyText: string;
  records: TableRecord[];
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
}

/** The desktop table (from `sm` up; phones get RecordCards): one row per record, double-click edits. */
export function RecordTable({ titleId, columns, emptyText, records, onEdit, onDelete }: RecordTableProps) {
  return (
    <Box visibleFrom="sm">
      <Table.ScrollContainer minWidth={820}>
        <Table highlightOnHover verticalSpacing="xs" aria-labelledby={titleId}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column}>{column}</Table.Th>
              ))}
              <Table.Th>Acties</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {records.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={columns.length + 1}>
                  <Text c="dimmed">{emptyText}</Text>
                </Table.Td>
              </Table.Tr>
            )}
            {records.map((record) => (
              <Table.Tr key={record.id} className={classes.row} onDoubleClick={() => onEdit(record.id)}>
                {record.cells.map((cell, index) => (
                  <Table.Td key={columns[index]}>{cell}</Table.Td>
                ))}
                <Table.Td>
                  <RowActions name={record.name} onEdit={() => onEdit(record.id)} onDelete={() => onDelete(record.id)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Box>
  );
}
