// Asks before leaving the soup form with unsaved changes: inside the app (react-router's useBlocker) and when the
// tab is closed or reloaded (the browser's own question). Pictures not yet uploaded get the spec's own text.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

export const UNSAVED_PICTURES_MESSAGE =
  "Niet alle foto's zijn opgeslagen, weet u zeker dat u verder wilt gaan? De foto's worden niet opgeslagen";
export const UNSAVED_CHANGES_MESSAGE =
  'U heeft wijzigingen die nog niet zijn opgeslagen. Weet u zeker dat u deze pagina wilt verlaten?';

interface Guard {
  dirty: boolean;
  picturesPending: boolean;
}

export function useUnsavedChangesGuard({ dirty, picturesPending }: Guard) {
  const allowed = useRef(false);
  const active = dirty || picturesPending;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!active) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);

  const modal = (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={picturesPending ? "Foto's niet opgeslagen" : 'Wijzigingen niet opgeslagen'}
      centered
    >
      <Text mb="lg">{picturesPending ? UNSAVED_PICTURES_MESSAGE : UNSAVED_CHANGES_MESSAGE}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          Blijven
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Pagina verlaten
        </Button>
      </Group>
    </Modal>
  );

  return {
    modal,
    allowLeaving: () => {
      allowed.current = true;
    },
    guardAgain: () => {
      allowed.current = false;
    },
  };
}
