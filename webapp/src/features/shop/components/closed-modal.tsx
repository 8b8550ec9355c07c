// The 'Gesloten' modal of the shop shell (spec doc 1 section 2), loaded only while the shop is closed.
import { Button, Group, Modal, Text } from '@mantine/core';
import { findVariable, useSettings } from '../../../lib/settings';
import { useClosedNoticeStore } from '../stores/closed-notice-store';
import { DEFAULT_CLOSED_MESSAGE, useShopClosed } from '../shop-closed';

export function ClosedModal() {
  const closed = useShopClosed();
  const settings = useSettings().data;
  const hidden = useClosedNoticeStore((state) => state.hidden);
  const hide = useClosedNoticeStore((state) => state.hide);
  const message = String(findVariable(settings, 'website_closed_message') ?? '').trim() || DEFAULT_CLOSED_MESSAGE;
  // Compound parts without Modal.Header: its <header> element would be a second banner landmark.
  return (
    <Modal.Root opened={closed && !hidden} onClose={hide} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body pt="lg">
          <Group justify="space-between" align="flex-start" wrap="nowrap" mb="sm">
            <Modal.Title fz="h3" fw={700}>
              Gesloten
            </Modal.Title>
            <Modal.CloseButton aria-label="Melding sluiten" />
          </Group>
          <Text mb="lg">{message}</Text>
          <Button fullWidth size="md" onClick={hide} data-autofocus>
            Sluiten
          </Button>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
