// The users of one tab. Desktop: a table (scrolls sideways when narrow); phone: one card per user. A click (or the
// radio button, also with the keyboard) selects a user; a double-click opens 'Gebruiker aanpassen'.
import { Box, Paper, Radio, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Fragment } from 'react';
import type { AdminUser } from '../types';
import { invitationText, lastLoginText, roleLabel, statusText } from '../user-list';
import classes from './users.module.css';

interface UsersListProps {
  label: string;
  users: AdminUser[];
  emptyText: string;
  selectedId: number | null;
  onSelect: (id: number) => void;
  onOpen: (id: number) => void;
}

const COLUMNS = ['Naam', 'E-mail', 'Telefoonnummer', 'Rol', 'Status', 'Uitnodiging', 'Laatste inlog'];

function fieldsOf(user: AdminUser) {
  return [
    { label: 'E-mail', value: user.email },
    { label: 'Telefoonnummer', value: user.telefoonnummer || '–' },
    { label: 'Rol', value: roleLabel(user.rol) },
    { label: 'Status', value: statusText(user) },
    { label: 'Uitnodiging', value: invitationText(user) },
    { label: 'Laatste inlog', value: lastLoginText(user) },
  ];
}

export function UsersList(props: UsersListProps) {
  if (props.users.length === 0) {
    return (
      <Text c="dimmed" py="md">
        {props.emptyText}
      </Text>
    );
  }
  return (
    <>
      <UsersTable {...props} />
      <UserCards {...props} />
    </>
  );
}

function UsersTable({ label, users, selectedId, onSelect, onOpen }: UsersListProps) {
  return (
    <Box visibleFrom="sm">
      <Table.ScrollContainer minWidth={900}>
        <Table highlightOnHover verticalSpacing="xs" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={48}>
                <VisuallyHidden>Selecteren</VisuallyHidden>
              </Table.Th>
              {COLUMNS.map((column) => (
                <Table.Th key={column}>{column}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((user) => {
              const selected = user.id === selectedId;
              return (
                <Table.Tr
                  key={user.id}
                  className={`${classes.row} ${selected ? classes.selected : ''}`}
                  aria-selected={selected}
                  onClick={() => onSelect(user.id)}
                  onDoubleClick={() => onOpen(user.id)}
                >
                  <Table.Td>
                    <Radio
                      name="gebruiker-tabel"
                      aria-label={`Selecteer ${user.name}`}
                      checked={selected}
                      onChange={() => onSelect(user.id)}
                    />
                  </Table.Td>
                  <Table.Td fw={600} className={classes.nowrap}>
                    {user.name}
                  </Table.Td>
                  {fieldsOf(user).map((field) => (
                    <Table.Td key={field.label} className={field.label === 'E-mail' ? undefined : classes.nowrap}>
                      {field.value}
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Box>
  );
}

function UserCards({ label, users, selectedId, onSelect, onOpen }: UsersListProps) {
  return (
    <Stack component="ul" gap="sm" hiddenFrom="sm" aria-label={label} className={classes.cards}>
      {users.map((user) => {
        const selected = user.id === selectedId;
        return (
          <Paper
            key={user.id}
            component="li"
            withBorder
            p="sm"
            radius="md"
            className={`${classes.card} ${selected ? classes.cardSelected : ''}`}
            onClick={() => onSelect(user.id)}
            onDoubleClick={() => onOpen(user.id)}
          >
            <Radio
              name="gebruiker-kaart"
              checked={selected}
              onChange={() => onSelect(user.id)}
              mb={6}
              label={
                <Text span fw={700}>
                  {user.name}
                </Text>
              }
            />
            <dl className={classes.fields}>
              {fieldsOf(user).map((field) => (
                <Fragment key={field.label}>
                  <dt>{field.label}</dt>
                  <dd>{field.value}</dd>
                </Fragment>
              ))}
            </dl>
          </Paper>
        );
      })}
    </Stack>
  );
}
