// The users of one tab. Desktop: a table (scrolls sideways when narrow); phone: one card per user. A click (or the
// radio button, also with the keyboard) selects a user; a double-click opens 'Gebruiker aanpassen'.
import { Radio, Text, VisuallyHidden } from '@mantine/core';
import { RecordCard, RecordFields, RecordList, type RecordColumn } from '../../../components/record-list';
import type { AdminUser } from '../types';
import { invitationText, lastLoginText, roleLabel, statusText } from '../user-list';

interface UsersListProps {
  label: string;
  users: AdminUser[];
  emptyText: string;
  selectedId: number | null;
  onSelect: (id: number) => void;
  onOpen: (id: number) => void;
}

/** The user's fields after the name: the table's columns and the card's field list. */
const FIELDS: readonly (readonly [string, (user: AdminUser) => string])[] = [
  ['E-mail', (user) => user.email],
  ['Telefoonnummer', (user) => user.telefoonnummer || '–'],
  ['Rol', (user) => roleLabel(user.rol)],
  ['Status', statusText],
  ['Uitnodiging', invitationText],
  ['Laatste inlog', lastLoginText],
];

export function UsersList({ label, users, emptyText, selectedId, onSelect, onOpen }: UsersListProps) {
  if (users.length === 0) {
    return (
      <Text c="dimmed" py="md">
        {emptyText}
      </Text>
    );
  }
  const columns: RecordColumn<AdminUser>[] = [
    {
      head: <VisuallyHidden>Selecteren</VisuallyHidden>,
      width: 48,
      cell: (user) => (
        <Radio
          name="gebruiker-tabel"
          aria-label={`Selecteer ${user.name}`}
          checked={user.id === selectedId}
          onChange={() => onSelect(user.id)}
        />
      ),
    },
    {
      head: 'Naam',
      nowrap: true,
      cell: (user) => (
        <Text span inherit fw={600}>
          {user.name}
        </Text>
      ),
    },
    ...FIELDS.map(([head, value]) => ({ head, cell: value, nowrap: head !== 'E-mail' })),
  ];
  return (
    <RecordList
      label={label}
      rows={users}
      rowKey={(user) => user.id}
      minWidth={900}
      columns={columns}
      rowProps={(user) => ({
        onClick: () => onSelect(user.id),
        onDoubleClick: () => onOpen(user.id),
        selected: user.id === selectedId,
      })}
      card={(user) => (
        <RecordCard onClick={() => onSelect(user.id)} onDoubleClick={() => onOpen(user.id)} selected={user.id === selectedId}>
          <Radio
            name="gebruiker-kaart"
            checked={user.id === selectedId}
            onChange={() => onSelect(user.id)}
            mb={6}
            label={
              <Text span fw={700}>
                {user.name}
              </Text>
            }
          />
          <RecordFields fields={FIELDS.map(([field, value]) => [field, value(user)] as const)} />
        </RecordCard>
      )}
    />
  );
}
