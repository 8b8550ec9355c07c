// The toolbar of the users screen: add, resend invitation, edit, activate, deactivate, delete and refresh. Buttons that
// do not apply to the selected user (or to no selection) are disabled.
import { Button, Group, Text } from '@mantine/core';
import {
  IconMailForward,
  IconPencil,
  IconPlayerPlay,
  IconPlayerStop,
  IconPlus,
  IconRefresh,
  IconTrash,
} from '@tabler/icons-react';
import type { ToolbarState } from '../user-list';
import classes from './users.module.css';

export type UserAction = 'resend' | 'activate' | 'deactivate' | 'remove';

interface UsersToolbarProps {
  state: ToolbarState;
  /** The action whose call is running (its button spins, the others wait). */
  busy: UserAction | null;
  refreshing: boolean;
  onAdd: () => void;
  onEdit: () => void;
  onAction: (action: UserAction) => void;
  onRefresh: () => void;
}

export function UsersToolbar({ state, busy, refreshing, onAdd, onEdit, onAction, onRefresh }: UsersToolbarProps) {
  const actionButton = (action: UserAction, label: string, icon: React.ReactNode, color?: string) => (
    <Button
      variant="default"
      size="sm"
      c={color}
      leftSection={icon}
      disabled={!state[action] || (busy !== null && busy !== action)}
      loading={busy === action}
      onClick={() => onAction(action)}
    >
      {label}
    </Button>
  );

  return (
    <>
      <Group
        gap="xs"
        mb={state.hint ? 0 : 'xs'}
        role="toolbar"
        aria-label="Acties voor gebruikers"
        className={classes.toolbar}
      >
        <Button size="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
          Toevoegen
        </Button>
        {actionButton('resend', 'Uitnodiging opnieuw versturen', <IconMailForward size={16} aria-hidden />)}
        <Button
          variant="default"
          size="sm"
          leftSection={<IconPencil size={16} aria-hidden />}
          disabled={!state.edit}
          onClick={onEdit}
        >
          Aanpassen
        </Button>
        {actionButton('activate', 'Activeren', <IconPlayerPlay size={16} aria-hidden />)}
        {actionButton('deactivate', 'Deactiveren', <IconPlayerStop size={16} aria-hidden />)}
        {actionButton('remove', 'Verwijderen', <IconTrash size={16} aria-hidden />, state.remove ? 'red.9' : undefined)}
        <Button
          variant="subtle"
          size="sm"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={refreshing}
          onClick={onRefresh}
        >
          Vernieuwen
        </Button>
      </Group>
      {state.hint && (
        <Text size="sm" c="dimmed" mb="sm">
          {state.hint}
        </Text>
      )}
    </>
  );
}
