// 'Route voorstellen' on a delivery list (issue 27 item 3): asks the server for a short order of the stops from the
// foundation's address, shows the distance before and after and the suggested order, and lets staff accept it
// (the route editor then holds it, to adjust by hand before saving) or keep their own order. Stops without
// coordinates stay where staff put them, with a note.
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconRoute, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { unlessShown } from '../../../components/form-errors';
import { ValidationError } from '../../../lib/api-errors';
import { clearFieldError, useFieldError } from '../../../lib/stores/field-errors-store';
import { type SuggestedRoute, suggestRoute } from '../api/suggest-route';
import { fullAddress, ROUTE_FAILED } from '../delivery-rules';
import type { DayOrder } from '../types';


export function kilometres(km: number): string {
  return `${km.toLocaleString('nl-NL', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} km`;
}

interface RouteSuggestionProps {
  orderday: number;
  route: number[];
  orders: Map<number, DayOrder>;
  onAccept: (route: number[]) => void;
}

export function RouteSuggestion({ orderday, route, orders, onAccept }: RouteSuggestionProps) {
  const [suggestion, setSuggestion] = useState<{ madeFor: string; route: SuggestedRoute } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const routeError = useFieldError('route');
  const current = JSON.stringify(route);
  const shown = suggestion && suggestion.madeFor === current ? suggestion.route : null;

  const ask = async () => {
    setBusy(true);
    setFailure(null);
    clearFieldError('route');
    try {
      setSuggestion({ madeFor: current, route: await suggestRoute(orderday, route) });
    } catch (error) {
      setSuggestion(null);
      if (!(error instanceof ValidationError)) setFailure(unlessShown(error, ROUTE_FAILED));
    } finally {
      setBusy(false);
    }
  };

  if (route.length < 2) return null;
  const unchanged = shown !== null && JSON.stringify(shown.adressen) === current;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button variant="light" leftSection={<IconRoute size={18} aria-hidden />} loading={busy} onClick={() => void ask()}>
          Route voorstellen
        </Button>
      </Group>
      {(routeError || failure) && (
        <Alert color="red" variant="light" role="alert">
          {routeError ?? failure}
        </Alert>
      )}
      {shown && (
        <Card withBorder padding="sm" aria-labelledby="route-suggestion-title" data-testid="route-suggestion">
          <Title order={2} size="h5" id="route-suggestion-title" mb={4}>
            Voorgestelde route
          </Title>
          <Text size="sm" role="status">
            {unchanged
              ? `Uw volgorde is al de kortste: ${kilometres(shown.afstand_na_km)}.`
              : `Nu ${kilometres(shown.afstand_voor_km)}, voorgesteld ${kilometres(shown.afstand_na_km)} (hemelsbreed, vanaf het ophaaladres).`}
          </Text>
          {!unchanged && (
            <Stack gap={2} component="ol" mt="xs" pl="lg" mb={0}>
              {shown.adressen.map((id) => {
                const order = orders.get(id);
                return (
                  <li key={id}>
                    <Text size="sm">{order ? `${order.naam}, ${fullAddress(order)}` : `Bestelling ${id}`}</Text>
                    {shown.zonder_coordinaten.includes(id) && shown.melding && (
                      <Text size="xs" fw={500}>
                        Let op: {shown.melding}
                      </Text>
                    )}
                  </li>
                );
              })}
            </Stack>
          )}
          <Group gap="xs" mt="sm">
            {!unchanged && (
              <Button
                leftSection={<IconCheck size={18} aria-hidden />}
                onClick={() => {
                  onAccept(shown.adressen);
                  setSuggestion(null);
                }}
              >
                Voorstel overnemen
              </Button>
            )}
            <Button variant="default" leftSection={<IconX size={18} aria-hidden />} onClick={() => setSuggestion(null)}>
              {unchanged ? 'Sluiten' : 'Eigen volgorde houden'}
            </Button>
          </Group>
          {!unchanged && (
            <Text size="xs" c="dimmed" mt={4}>
              Na het overnemen kunt u de volgorde nog aanpassen. De route wordt bewaard als u de bezorglijst opslaat.
            </Text>
          )}
        </Card>
      )}
    </Stack>
  );
}
