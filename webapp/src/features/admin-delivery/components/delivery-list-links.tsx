// The delivery lists of one day: name, deliverer, status, number of addresses, and links to the list and the round.
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { BASE } from '../paths';
import type { DeliveryListSummary } from '../types';
import { StatusBadge } from './status-badge';

export function DeliveryListLinks({ lists }: { lists: DeliveryListSummary[] }) {
  if (lists.length === 0) return <Text c="dimmed">Nog geen bezorglijsten.</Text>;
  return (
    <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {lists.map((list) => (
        <Group key={list.id} component="li" gap="xs" wrap="wrap">
          <Anchor component={Link} to={`${BASE}/bezorglijst/${list.id}`} fw={600}>
            {list.naam}
          </Anchor>
          <Text size="sm">{list.bezorger ? list.bezorger.name : 'geen bezorger'}</Text>
          <StatusBadge status={list.status} />
          <Text size="sm" c="dimmed">
            {list.bezorgd} van {list.adressen} bezorgd
          </Text>
          <Anchor component={Link} to={`${BASE}/bezorglijst/${list.id}/rit`} size="sm">
            Rit openen
          </Anchor>
        </Group>
      ))}
    </Stack>
  );
}
