// dagelijkse-soep/bestelling-aanpassen/<uuid>?token=...: with the setting `bestelling_online_aanpassen` on and a
// valid link (issue 26), the customer lowers or cancels lines, or the whole order, until the day closes; otherwise
// only the spec's notice (changes go by phone or e-mail, spec doc 1 section 2).
import { Alert, Anchor, Button, Card, Group, List, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { formatEuro } from '../../../lib/rules/money';
import { useTextVariable } from '../../../lib/settings';
import { cancelOwnOrder } from '../api/cancel-own-order';
import { changeOwnOrder } from '../api/change-own-order';
import { type OwnOrder, getOwnOrder } from '../api/get-own-order';
import { changeOutcome } from '../own-order-problem';
import { QuantityStepper } from './quantity-stepper';

export const SUPPORT_HOURS = 'maandag tot en met woensdag, van 11:00 tot 13:00 uur';

function ChangeNotice() {
  const phone = useTextVariable('contact_telefoonnummer');
  const email = useTextVariable('contact_email');
  return (
    <>
      <Alert color="orange" variant="light">
        Deze pagina is onder constructie
      </Alert>
      <Text>
        Wilt u uw bestelling wijzigen of annuleren? Dat kan telefonisch ({SUPPORT_HOURS}) of per e-mail.
      </Text>
      <List spacing="xs">
        {phone && (
          <List.Item>
            Telefoon: <Anchor href={`tel:${phone.replace(/[^0-9+]/g, '')}`}>{phone}</Anchor>
          </List.Item>
        )}
        {email && (
          <List.Item>
            E-mail: <Anchor href={`mailto:${email}`}>{email}</Anchor>
          </List.Item>
        )}
      </List>
    </>
  );
}

type Loaded = { state: 'loading' } | { state: 'notice' } | { state: 'order'; order: OwnOrder };

export function ChangeOrderPage() {
  const { uuid = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [loaded, setLoaded] = useState<Loaded>(token ? { state: 'loading' } : { state: 'notice' });
  const [amounts, setAmounts] = useState<Record<number, number>>({});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  function show(order: OwnOrder) {
    if (!order.toegestaan) {
      setLoaded({ state: 'notice' });
      return;
    }
    setLoaded({ state: 'order', order });
    setAmounts(Object.fromEntries((order.lines ?? []).map((line) => [line.id, line.hoeveelheid])));
  }

  useEffect(() => {
    if (!token) return;
    let live = true;
    getOwnOrder(uuid, token)
      .then((order) => live && show(order))
      .catch(() => live && setLoaded({ state: 'notice' }));
    return () => {
      live = false;
    };
  }, [uuid, token]);

  async function send(action: () => Promise<OwnOrder>) {
    setBusy(true);
    setProblem(null);
    try {
      show(await action());
    } catch (error) {
      const outcome = changeOutcome(error);
      if (outcome.notice) setLoaded({ state: 'notice' });
      else setProblem(outcome.problem);
    } finally {
      setBusy(false);
    }
  }

  const order = loaded.state === 'order' ? loaded.order : null;
  const lines = order?.lines ?? [];
  const changed = lines.filter((line) => amounts[line.id] !== line.hoeveelheid);
  const anyOpen = lines.some((line) => line.aanpasbaar);

  return (
    <Stack gap="md" maw={720}>
      <PageHeading title="Bestelling aanpassen" />
      {loaded.state === 'loading' && <Loader aria-label="Bestelling laden" />}
      {loaded.state === 'notice' && <ChangeNotice />}
      {order && (
        <>
          {order.melding && (
            <Alert color="green" variant="light" role="status">
              {order.melding}
            </Alert>
          )}
          {order.geannuleerd || lines.length === 0 ? (
            <Text>Uw bestelling {order.bestelnummer} is geannuleerd. De porties zijn terug in de winkel.</Text>
          ) : (
            <>
              <Text>
                Beste {order.voornaam}, dit is uw bestelling {order.bestelnummer} (
                {order.bezorg_optie === 'bezorgen' ? 'bezorgen' : 'ophalen'}). Kunt u toch niet? Verlaag het aantal
                of annuleer een soep. Meer porties bestellen kan met een nieuwe bestelling.
              </Text>
              {lines.map((line) => (
                <Card key={line.id} withBorder padding="md" data-testid="own-order-line">
                  <Stack gap="xs">
                    <Text fw={700}>
                      {line.naam} – {line.dag}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {formatEuro(line.prijs - line.korting)} per portie
                    </Text>
                    {line.aanpasbaar ? (
                      <Group justify="space-between" wrap="wrap">
                        <QuantityStepper
                          label={`${line.naam} op ${line.dag}`}
                          value={amounts[line.id] ?? line.hoeveelheid}
                          max={line.hoeveelheid}
                          onChange={(value) => setAmounts({ ...amounts, [line.id]: value })}
                        />
                        <Button
                          variant="subtle"
                          color="red"
                          disabled={busy}
                          onClick={() =>
                            void send(() => changeOwnOrder(uuid, token, [{ id: line.id, hoeveelheid: 0 }]))
                          }
                        >
                          Annuleren
                        </Button>
                      </Group>
                    ) : (
                      <Text size="sm">
                        {line.hoeveelheid} porties. De bestelling voor deze dag is gesloten.
                      </Text>
                    )}
                  </Stack>
                </Card>
              ))}
              <Text fw={700}>Totaal: {formatEuro(order.totaal ?? 0)}</Text>
              {problem && (
                <Alert color="red" variant="light" role="alert">
                  {problem}
                </Alert>
              )}
              {anyOpen && (
                <Stack gap="sm">
                  <Button
                    size="lg"
                    disabled={busy || changed.length === 0}
                    onClick={() =>
                      void send(() =>
                        changeOwnOrder(
                          uuid,
                          token,
                          changed.map((line) => ({ id: line.id, hoeveelheid: amounts[line.id] ?? line.hoeveelheid })),
                        ),
                      )
                    }
                  >
                    Wijzigingen opslaan
                  </Button>
                  <Button
                    size="lg"
                    variant="outline"
                    color="red"
                    disabled={busy}
                    onClick={() => void send(() => cancelOwnOrder(uuid, token))}
                  >
                    Hele bestelling annuleren
                  </Button>
                </Stack>
              )}
            </>
          )}
        </>
      )}
    </Stack>
  );
}
