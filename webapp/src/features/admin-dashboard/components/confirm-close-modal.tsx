// The confirmation before closing the shop (switching website_open off).
import { Button, Group, Modal, Text } from '@mantine/core';

interface ConfirmCloseModalProps {
  opened: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmCloseModal({ opened, busy, onConfirm, onClose }: ConfirmCloseModalProps) {
  return (
    <Modal opened={opened} onClose={busy ? () => undefined : onClose} title="Webwinkel sluiten" centered>
      <Text mb="lg">De webwinkel sluiten? Bezoekers kunnen dan niet meer bestellen.</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
          Annuleren
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          Webwinkel sluiten
        </Button>
      </Group>
    </Modal>
  );
}
