// The 'Gesloten' modal of the shop shell (spec doc 1 section 2), loaded only while the shop is closed.
import { Button, Modal, Text } from '@mantine/core';
import { findVariable, useSettings } from '../../../lib/settings';
import { useClosedNoticeStore } from '../stores/closed-notice-store';
import { DEFAULT_CLOSED_MESSAGE, useShopClosed } from '../shop-closed';

export function ClosedModal() {
  const closed = useShopClosed();
  const settings = useSettings().data;
  const hidden = useClosedNoticeStore((state) => state.hidden);
  const hide = useClosedNoticeStore((state) => state.hide);
  const message = String(findVariable(settings, 'website_closed_message') ?? '').trim() || DEFAULT_CLOSED_MESSAGE;
  // A plain Modal with a title: its header is a div through the theme (decision 0099), not a second banner.
  return (
    <Modal
      opened={closed && !hidden}
      onClose={hide}
      title="Gesloten"
      centered
      closeButtonProps={{ 'aria-label': 'Melding sluiten' }}
      styles={{ title: { fontSize: 'var(--mantine-h3-font-size)', fontWeight: 700 } }}
    >
      <Text mb="lg">{message}</Text>
      <Button fullWidth size="md" onClick={hide} data-autofocus>
        Sluiten
      </Button>
    </Modal>
  );
}
