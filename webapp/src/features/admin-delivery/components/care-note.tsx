// The customer's care note for the round ('bel aan bij de buren', 'glutenvrij'), marked so the driver sees it.
import { Text } from '@mantine/core';

export function CareNote({ note, size = 'sm' }: { note: string; size?: 'sm' | 'md' | 'lg' }) {
  if (!note) return null;
  return (
    <Text
      size={size}
      px="xs"
      py={4}
      bg="orange.0"
      c="dark.9"
      style={{ borderLeft: '4px solid var(--mantine-color-orange-6)', borderRadius: 4 }}
    >
      <strong>Let op:</strong> {note}
    </Text>
  );
}
