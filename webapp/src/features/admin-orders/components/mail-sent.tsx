// The mail-sent tick (or cross), with the word for screen readers.
import { IconCheck, IconX } from '@tabler/icons-react';
import { VisuallyHidden } from '@mantine/core';

export function MailSent({ sent }: { sent: boolean }) {
  return (
    <>
      {sent ? (
        <IconCheck size={20} color="var(--mantine-color-green-8)" aria-hidden />
      ) : (
        <IconX size={20} color="var(--mantine-color-red-8)" aria-hidden />
      )}
      <VisuallyHidden>{sent ? 'e-mail verstuurd' : 'e-mail niet verstuurd'}</VisuallyHidden>
    </>
  );
}
