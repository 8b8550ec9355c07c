// The toolbar above the order days table (spec doc 2 sections 2, 4 and 7): add, edit, delete, refresh and the
// open/closed and visible/invisible switches of the selected day.
import { Button, Group, Text } from '@mantine/core';
import {
  IconEye,
  IconEyeOff,
  IconLock,
  IconLockOpen,
  IconPencil,
  IconPlus,
  IconRefresh,
  IconTrash,
} from '@tabler/icons-react';
import { canDelete, openSwitch, visibleSwitch } from '../order-day-list';
import type { OrderDay } from '../types';

const ICON = { size: 16, 'aria-hidden': true } as const;

export type ToolbarAction = 'delete' | 'open' | 'visible';

interface OrderDaysToolbarProps {
  selected: OrderDay | undefined;
  refreshing: boolean;
  onAdd: () => void;
  onEdit: () => void;
  onRefresh: () => void;
  onAction: (action: ToolbarAction) => void;
}

export function OrderDaysToolbar({ selected, refreshing, onAdd, onEdit, onRefresh, onAction }: OrderDaysToolbarProps) {
  const none = selected === undefined;
  const deleteBlocked = selected !== undefined && !canDelete(selected);
  const open = selected ? openSwitch(selected) : undefined;
  const visible = selected ? visibleSwitch(selected) : undefined;
  return (
    <>
      <Group gap="xs" mb="sm" role="toolbar" aria-label="Acties voor besteldagen">
        <Button leftSection={<IconPlus {...ICON} />} onClick={onAdd}>
          Toevoegen
        </Button>
        <Button variant="default" leftSection={<IconPencil {...ICON} />} disabled={none} onClick={onEdit}>
          Aanpassen
        </Button>
        <Button
          variant="default"
          leftSection={<IconTrash {...ICON} />}
          disabled={none || deleteBlocked}
          onClick={() => onAction('delete')}
        >
          Verwijderen
        </Button>
        <Button
          variant="default"
          leftSection={open?.action === false ? <IconLock {...ICON} /> : <IconLockOpen {...ICON} />}
          disabled={none}
          onClick={() => onAction('open')}
        >
          {open?.label ?? 'Openen / sluiten'}
        </Button>
        <Button
          variant="default"
          leftSection={visible?.action === false ? <IconEyeOff {...ICON} /> : <IconEye {...ICON} />}
          disabled={none}
          onClick={() => onAction('visible')}
        >
          {visible?.label ?? 'Zichtbaar / onzichtbaar'}
        </Button>
        <Button variant="subtle" leftSection={<IconRefresh {...ICON} />} loading={refreshing} onClick={onRefresh}>
          Vernieuwen
        </Button>
      </Group>
      {none && (
        <Text size="sm" c="dimmed" mb="sm">
          Kies een besteldag in de tabel om die aan te passen, te verwijderen, te openen of te sluiten.
        </Text>
      )}
      {deleteBlocked && (
        <Text size="sm" c="dimmed" mb="sm">
          Deze besteldag heeft bestellingen en kan daarom niet worden verwijderd.
        </Text>
      )}
    </>
  );
}
