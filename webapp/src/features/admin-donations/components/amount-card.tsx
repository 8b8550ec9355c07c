// A donation's or a monthly gift's card on a phone: the amount and the state on top, the details below.
import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { RecordCard } from '../../../components/record-list';

export function AmountCard({ amount, state, children }: { amount: string; state: string; children: ReactNode }) {
  return (
    <RecordCard>
      <Group justify="space-between" gap="xs">
        <Text fw={700}>{amount}</Text>
        <Text size="sm">{state}</Text>
      </Group>
      {children}
    </RecordCard>
  );
}
