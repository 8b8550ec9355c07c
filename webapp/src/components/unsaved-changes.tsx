// Asks before leaving a form with unsaved changes: inside the app (react-router's useBlocker) and when the tab is
// closed or reloaded (the browser's own question). One guard for every admin form.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

export const UNSAVED_CHANGES_TITLE = 'Wijzigingen niet opgeslagen';
export const UNSAVED_CHANGES_MESSAGE =
  'U heeft wijzigingen die nog niet zijn opgeslagen. Weet u zeker dat u deze pagina wilt verlaten?';

interface GuardTexts {
  title?: string;
  message?: string;
}

/** `allowLeaving`: call it right before a navigation that must not ask (after saving, on cancel). */
export function useUnsavedChangesGuard(dirty: boolean, texts: GuardTexts = {}) {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const modal = (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={texts.title ?? UNSAVED_CHANGES_TITLE}
      centered
    >
      <Text mb="lg">{texts.message ?? UNSAVED_CHANGES_MESSAGE}</Text>
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
    /** Undo allowLeaving when the navigation did not happen (for example a failed save). */
    guardAgain: () => {
      allowed.current = false;
    },
  };
}
