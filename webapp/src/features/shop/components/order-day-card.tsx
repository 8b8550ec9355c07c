// One order day on the product page: the date, the delivery window and exactly one of the five states.
import { Card, Group, Text, Title } from '@mantine/core';
import { type DayState, dayStateMessage } from '../day-state';
import { formatOrderDay } from '../shop-texts';
import type { OrderDayRow, ShopOrderDay } from '../types';
import { QuantityStepper } from './quantity-stepper';
import { counted } from '../../../lib/rules/counted';

interface OrderDayCardProps {
  day: ShopOrderDay;
  row: OrderDayRow;
  state: DayState;
  amount: number;
  window: string;
  onChange: (amount: number) => void;
  /** With the whole shop closed nothing can be chosen, whatever the day's own state. */
  shopClosed?: boolean;
}

export function OrderDayCard({ day, row, state, amount, window, onChange, shopClosed = false }: OrderDayCardProps) {
  const date = formatOrderDay(day.bestellingsdag);
  const remaining = row.hoeveelheid - row.besteld;
  return (
    <Card withBorder padding="md" radius="md" data-testid="order-day" data-state={state.kind}>
      <Title order={3} size="h4" tt="capitalize">
        {date}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {window}
      </Text>
      {shopClosed && state.kind === 'stepper' ? (
        <Text fw={500}>De webwinkel is gesloten. U kunt nu niet bestellen.</Text>
      ) : state.kind === 'stepper' ? (
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <div>
            <Text size="sm">Nog {counted(remaining, 'portie', 'porties')}</Text>
            <Text size="sm" c="dimmed">
              Maximaal {day.maximale_producten_per_klant} per klant
            </Text>
          </div>
          <QuantityStepper label={`${row.naam} op ${date}`} value={amount} max={state.max} onChange={onChange} />
        </Group>
      ) : state.kind === 'sold-out' ? (
        // Mantine's light red Badge in the look, drawn by Text (in the entry file; Badge is about 1 KB, decision 0029).
        <Text
          span
          fz="sm"
          fw={700}
          tt="uppercase"
          c="var(--mantine-color-red-light-color)"
          bg="var(--mantine-color-red-light)"
          px="sm"
          py={4}
          style={{ borderRadius: 'var(--mantine-radius-xl)', alignSelf: 'flex-start', letterSpacing: '0.25px' }}
        >
          {dayStateMessage(state)}
        </Text>
      ) : (
        <Text fw={500}>{dayStateMessage(state)}</Text>
      )}
    </Card>
  );
}
