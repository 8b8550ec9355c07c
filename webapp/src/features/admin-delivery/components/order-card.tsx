// One order as the delivery day shows it: name, address with a map link, telephone, portions, remark, care note.
import { Anchor, Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { fullAddress, phoneHref, portionsText } from '../delivery-rules';
import type { DayOrder } from '../types';
import { CareNote } from './care-note';

export function OrderCard({ order, extra }: { order: DayOrder; extra?: ReactNode }) {
  return (
    <Card withBorder padding="sm" component="li">
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700}>
            {order.naam}
            {order.bedrijfsnaam ? ` (${order.bedrijfsnaam})` : ''}
          </Text>
          <Text size="sm" c="dimmed">
            Bestelling {order.id}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconMapPin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Anchor href={order.map_link} target="_blank" rel="noopener noreferrer">
            {fullAddress(order)}
            <VisuallyHidden> (kaart, opent in een nieuw tabblad)</VisuallyHidden>
          </Anchor>
        </Group>
        {order.telefoonnummer && (
          <Group gap="xs" wrap="nowrap">
            <IconPhone size={18} aria-hidden />
            <Anchor href={phoneHref(order.telefoonnummer)}>{order.telefoonnummer}</Anchor>
          </Group>
        )}
        <Text size="sm">
          <strong>Soep:</strong> {portionsText(order) || '—'}
        </Text>
        {order.opmerking && (
          <Text size="sm">
            <strong>Opmerking:</strong> {order.opmerking}
          </Text>
        )}
        <CareNote note={order.bezorg_notitie} />
        {extra}
      </Stack>
    </Card>
  );
}
