// Everything under dagelijkse-soep: fetches the products on load and shows the 'Gesloten' modal while the
// setting website_open is not 1 (spec doc 1 section 2, 'Shop shell').
import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useSettings, findVariable } from '../../../lib/settings';
import { productsQuery } from '../api/get-products';
import { isOn } from '../shop-texts';
import { useClosedNoticeStore } from '../stores/closed-notice-store';

export const DEFAULT_CLOSED_MESSAGE = 'Helaas is het op dit moment niet mogelijk om nieuwe bestellingen te plaatsen';

/** Whether the shop is closed for ordering (false while the settings load). */
export function useShopClosed(): boolean {
  const settings = useSettings().data;
  return settings !== undefined && !isOn(findVariable(settings, 'website_open'));
}

export function ShopShell() {
  useEffect(() => {
    productsQuery.load().catch(() => undefined);
    // Stock changes fast when an order day opens: a visitor who comes back to the tab sees fresh numbers.
    const refresh = () => {
      if (document.visibilityState === 'visible') productsQuery.reload().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', refresh);
    return () => document.removeEventListener('visibilitychange', refresh);
  }, []);
  return (
    <>
      <ClosedModal />
      <Outlet />
    </>
  );
}

function ClosedModal() {
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
