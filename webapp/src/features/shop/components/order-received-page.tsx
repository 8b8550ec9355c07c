// dagelijkse-soep/bestelling-ontvangen: the text of setting soep_redirect_after_order, the order number and a
// button to the home page. (The spec's 10-second return timer has no effect, so there is none.)
import { Button, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { HtmlText } from '../../../components/html-text';
import { PageSkeleton } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { useSettings, findHtmlVariable } from '../../../lib/settings';

function orderNumberFrom(state: unknown): number | null {
  if (typeof state !== 'object' || state === null) return null;
  const value = (state as { bestelnummer?: unknown }).bestelnummer;
  return typeof value === 'number' ? value : null;
}

export function OrderReceivedPage() {
  const settings = useSettings();
  const orderNumber = orderNumberFrom(useLocation().state);
  const text = findHtmlVariable(settings.data, 'soep_redirect_after_order');
  return (
    <Stack gap="md" align="flex-start" maw={720}>
      <PageHeading title="Bestelling ontvangen" />
      {orderNumber !== null && (
        <Text size="lg" fw={600} data-testid="order-number">
          Uw bestelnummer is {orderNumber}.
        </Text>
      )}
      {!settings.data && settings.status !== 'error' ? <PageSkeleton lines={2} /> : text && <HtmlText html={text} />}
      <Button component={Link} to="/" size="lg">
        Naar de homepagina
      </Button>
    </Stack>
  );
}
