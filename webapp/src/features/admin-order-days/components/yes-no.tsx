// A tick or a cross (spec: registration open and visible columns), with the word for screen readers, and an
// optional note when the switch is on but the day's moments say otherwise right now (decision 0005).
import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';

export function YesNo({ value, note }: { value: boolean; note?: string | undefined }) {
  return (
    <Group gap={6} wrap="nowrap" component="span">
      {value ? (
        <IconCheck size={20} color="var(--mantine-color-green-8)" aria-hidden />
      ) : (
        <IconX size={20} color="var(--mantine-color-red-8)" aria-hidden />
      )}
      <VisuallyHidden>{value ? 'ja' : 'nee'}</VisuallyHidden>
      {note && (
        <Text component="span" size="xs" c="dimmed">
          ({note})
        </Text>
      )}
    </Group>
  );
}
