// The confirmation's state in the orders list: a tick when sent, a clock while it is on its way (the list refreshes
// until it has left, so no red cross invites a second send), a cross when it was not sent; with the words for
// screen readers.
import { IconCheck, IconClock, IconX } from '@tabler/icons-react';
import { VisuallyHidden } from '@mantine/core';
import type { MailState } from '../order-list';

const WORDS: Record<MailState, string> = {
  sent: 'e-mail verstuurd',
  waiting: 'e-mail wordt verstuurd',
  not_sent: 'e-mail niet verstuurd',
};

export function MailSent({ state }: { state: MailState }) {
  return (
    <>
      {state === 'sent' && <IconCheck size={20} color="var(--mantine-color-green-8)" aria-hidden />}
      {state === 'waiting' && <IconClock size={20} color="var(--mantine-color-gray-7)" aria-hidden />}
      {state === 'not_sent' && <IconX size={20} color="var(--mantine-color-red-8)" aria-hidden />}
      <VisuallyHidden>{WORDS[state]}</VisuallyHidden>
    </>
  );
}
