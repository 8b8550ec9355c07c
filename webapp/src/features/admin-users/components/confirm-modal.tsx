// The confirmation dialog before deactivating or deleting a user.
import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmModal({ opened, title, children, confirmLabel, busy = false, onConfirm, onClose }: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={busy ? () => undefined : onClose} title={title} centered>
      <Text mb="lg">{children}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
          Annuleren
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
