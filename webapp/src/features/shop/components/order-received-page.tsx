// dagelijkse-soep/bestelling-ontvangen: the text of setting soep_redirect_after_order, the order number, what was
// ordered per order day with the pickup or delivery window and address (the server's `bevestiging`, the same as in
// the mail), and a button to the home page. (The spec's 10-second return timer has no effect, so there is none.)
import { Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { HtmlText } from '../../../components/html-text';
import { PageSkeleton } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { useSettings, findHtmlVariable } from '../../../lib/settings';
import type { ConfirmationDay } from '../api/place-order';
import { RECEIVED_SCREEN } from '../shop-texts';

interface ReceivedState {
  orderNumber: number | null;
  days: ConfirmationDay[];
}

function isDay(value: unknown): value is ConfirmationDay {
  if (typeof value !== 'object' || value === null) return false;
  const day = value as Partial<ConfirmationDay>;
  return typeof day.dag === 'string' && typeof day.overdracht === 'string' && Array.isArray(day.regels);
}

function receivedFrom(state: unknown): ReceivedState {
  if (typeof state !== 'object' || state === null) return { orderNumber: null, days: [] };
  const { bestelnummer, bevestiging } = state as { bestelnummer?: unknown; bevestiging?: unknown };
  return {
    orderNumber: typeof bestelnummer === 'number' ? bestelnummer : null,
    days: Array.isArray(bevestiging) ? bevestiging.filter(isDay) : [],
  };
}

export function OrderReceivedPage() {
  const settings = useSettings();
  const { orderNumber, days } = receivedFrom(useLocation().state);
  const text = findHtmlVariable(settings.data, RECEIVED_SCREEN.variable);
  return (
    <Stack gap="md" align="flex-start" maw={720}>
      <PageHeading title={RECEIVED_SCREEN.title} />
      {orderNumber !== null && (
        <Text size="lg" fw={600} data-testid="order-number">
          Uw bestelnummer is {orderNumber}.
        </Text>
      )}
      {days.map((day) => (
        <Paper key={day.dag} withBorder p="md" w="100%" data-testid="received-day">
          <Title order={2} size="h4" mb="xs">
            {day.dag}
          </Title>
          <List mb="xs">
            {day.regels.map((line) => (
              <List.Item key={line.naam}>
                {line.hoeveelheid} × {line.naam}
              </List.Item>
            ))}
          </List>
          <Text>{day.overdracht}</Text>
        </Paper>
      ))}
      {!settings.data && settings.status !== 'error' ? <PageSkeleton lines={2} /> : text && <HtmlText html={text} />}
      <Button component={Link} to="/" size="lg">
        {RECEIVED_SCREEN.button}
      </Button>
    </Stack>
  );
}
