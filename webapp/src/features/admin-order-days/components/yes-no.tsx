// The order-day list's state cell (decision 0048): first the effective state a visitor meets right now ("Open tot …",
// "Gesloten — gaat open op …"), then the manual switch as a tick or a cross, with the word for screen readers.
import { Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { DayStatus } from '../types';

const POSITIVE = new Set(['open', 'visible']);

export function YesNo({ value, label }: { value: boolean; label?: string }) {
  return (
    <Text component="span" size="xs" c="dimmed" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      {label}
      {value ? (
        <IconCheck size={16} color="var(--mantine-color-green-8)" aria-hidden />
      ) : (
        <IconX size={16} color="var(--mantine-color-red-8)" aria-hidden />
      )}
      <VisuallyHidden>{value ? 'aan' : 'uit'}</VisuallyHidden>
    </Text>
  );
}

export function StateCell({ status, switchOn }: { status: DayStatus; switchOn: boolean }) {
  return (
    <Stack gap={2}>
      <Text component="span" size="sm" fw={600} data-testid="orderday-state" data-state={status.state}>
        {POSITIVE.has(status.state) ? (
          <IconCheck size={14} color="var(--mantine-color-green-8)" aria-hidden style={{ marginRight: 4 }} />
        ) : (
          <IconX size={14} color="var(--mantine-color-red-8)" aria-hidden style={{ marginRight: 4 }} />
        )}
        {status.text}
      </Text>
      <YesNo value={switchOn} label="Schakelaar" />
    </Stack>
  );
}
