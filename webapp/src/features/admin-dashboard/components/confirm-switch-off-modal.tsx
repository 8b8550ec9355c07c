// The confirmation before a shop switch goes off (closing the shop, no more pickup or no more delivery).
import { Button, Group, Modal, Text } from '@mantine/core';
import type { SwitchOffQuestion } from '../shop-settings';

interface ConfirmSwitchOffModalProps {
  opened: boolean;
  /** The question (kept while the modal closes, so its text does not vanish during the animation). */
  question: SwitchOffQuestion;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmSwitchOffModal({ opened, question, busy, onConfirm, onClose }: ConfirmSwitchOffModalProps) {
  return (
    <Modal opened={opened} onClose={busy ? () => undefined : onClose} title={question.title} centered>
      <Text mb="lg">{question.text}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
          Annuleren
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          {question.confirm}
        </Button>
      </Group>
    </Modal>
  );
}
