// The checkout's overview: per order day the chosen soups with a remove icon, then subtotal, discount, total.
import { Alert, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { Divider, TrashButton } from '../../../components/public-inputs';
import { formatEuro } from '../../../lib/rules/money';
import { useFieldErrorList } from '../../../lib/stores/field-errors-store';
import type { CartSummary } from '../cart';
import { formatOrderDay } from '../shop-texts';

interface CartOverviewProps {
  summary: CartSummary;
  onRemove: (rowId: number) => void;
}

export function CartErrors() {
  const messages = useFieldErrorList('cart');
  if (messages.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      title="Uw bestelling kan zo niet worden geplaatst"
      role="alert"
      data-testid="cart-errors"
      tabIndex={-1}
    >
      <List size="sm">
        {messages.map((message) => (
          <List.Item key={message}>{message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

export function CartOverview({ summary, onRemove }: CartOverviewProps) {
  return (
    <Stack gap="sm">
      {summary.days.map((day) => (
        <Card key={day.dayId} withBorder padding="md" data-testid="cart-day">
          <Title order={3} size="h4" tt="capitalize" mb="xs">
            {formatOrderDay(day.bestellingsdag)}
          </Title>
          <Stack gap="xs">
            {day.lines.map((line) => (
              <Group key={line.rowId} justify="space-between" wrap="nowrap" gap="sm">
                <div>
                  <Text fw={600}>{line.naam}</Text>
                  <Text size="sm" c="dimmed">
                    {line.amount} × {formatEuro(line.prijs - line.korting)}
                  </Text>
                </div>
                <Group gap="xs" wrap="nowrap">
                  <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {formatEuro(line.total)}
                  </Text>
                  <TrashButton
                    label={`${line.naam} op ${formatOrderDay(day.bestellingsdag)} verwijderen`}
                    onClick={() => onRemove(line.rowId)}
                  />
                </Group>
              </Group>
            ))}
          </Stack>
        </Card>
      ))}
      <Card withBorder padding="md" data-testid="cart-totals">
        <Group justify="space-between">
          <Text>Subtotaal</Text>
          <Text>{formatEuro(summary.subtotal)}</Text>
        </Group>
        <Group justify="space-between">
          <Text>Korting</Text>
          <Text>{summary.discount > 0 ? `- ${formatEuro(summary.discount)}` : formatEuro(0)}</Text>
        </Group>
        <Divider />
        <Group justify="space-between">
          <Text fw={700}>Totaal</Text>
          <Text fw={700}>{formatEuro(summary.total)}</Text>
        </Group>
      </Card>
    </Stack>
  );
}
