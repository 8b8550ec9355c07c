// The deliverer's sheet ('bezorglijst/{id}/rit'), made for a phone: the addresses in route order with big buttons to
// call and to open the map, the remark, the care note and the portions, and a 'Bezorgd' tick per address that is
// saved at once. A tick made offline waits in localStorage and is sent when the phone is back online.
import { Alert, Anchor, Button, Card, Checkbox, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconMap, IconPhone, IconRoute } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { ApiError } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toast';
import { changeDeliveryStatus } from '../api/deliverylist-status';
import { tickAddress } from '../api/deliverylist-tick';
import { getDeliveryList } from '../api/get-deliverylist';
import { dayWithWeekday, fullAddress, phoneHref, portionsText } from '../delivery-rules';
import { listPath } from '../paths';
import { enqueue, flush, pendingFor, type QueuedTick } from '../tick-queue';
import type { DeliveryAddress, DeliveryListDetail } from '../types';
import { CareNote } from './care-note';
import { StatusBadge } from './status-badge';
import { useLoad } from './use-load';
import { counted, plural } from '../../../lib/rules/counted';

const storage = () => window.localStorage;

function isOffline(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

export function DelivererSheetPage() {
  const { bezorglijst = '' } = useParams();
  const { state, reload, setState } = useLoad(() => getDeliveryList(bezorglijst), bezorglijst);
  const [waiting, setWaiting] = useState<Map<number, boolean>>(new Map());
  const listId = Number(bezorglijst);

  const refreshWaiting = useCallback(() => setWaiting(pendingFor(storage(), listId)), [listId]);

  const sendQueued = useCallback(async () => {
    const sent = await flush(storage(), (tick: QueuedTick) =>
      tickAddress(tick.listId, tick.order, tick.bezorgd).catch((error: unknown) => {
        // A list deleted meanwhile (404) or an address taken off it (422) can never succeed: drop that tick.
        if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return null;
        throw error;
      }),
    );
    refreshWaiting();
    if (sent > 0) {
      showToast('Bewaarde vinkjes zijn verstuurd', { color: 'green', duration: 3000 });
      void reload(true);
    }
  }, [refreshWaiting, reload]);

  useEffect(() => {
    refreshWaiting();
    if (navigator.onLine) void sendQueued();
    const online = () => void sendQueued();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [refreshWaiting, sendQueued]);

  const setTick = (list: DeliveryListDetail, address: DeliveryAddress, bezorgd: boolean) => {
    // Show it at once; the server's answer (or the queue) follows.
    setState({
      status: 'ready',
      data: { ...list, adressen: list.adressen.map((a) => (a.id === address.id ? { ...a, bezorgd } : a)) },
    });
    const queue = () => {
      enqueue(storage(), { listId: list.id, order: address.id, bezorgd });
      refreshWaiting();
    };
    if (!navigator.onLine) {
      queue();
      return;
    }
    tickAddress(list.id, address.id, bezorgd).then(
      (answer) => {
        setState((current) =>
          current.status === 'ready'
            ? {
                status: 'ready',
                data: {
                  ...current.data,
                  status: answer.status,
                  adressen: current.data.adressen.map((a) =>
                    a.id === answer.order ? { ...a, bezorgd: answer.bezorgd, bezorgd_at: answer.bezorgd_at } : a,
                  ),
                },
              }
            : current,
        );
      },
      (error: unknown) => {
        if (isOffline(error)) queue();
        else void reload(true);
      },
    );
  };

  const moveOn = async (list: DeliveryListDetail) => {
    const target = list.status === 'te bezorgen' ? 'onderweg' : 'bezorgd';
    try {
      const answer = await changeDeliveryStatus(list.id, target);
      setState({ status: 'ready', data: { ...list, status: answer.status } });
    } catch (error) {
      if (isOffline(error)) showToast('Geen verbinding. Probeer het zo opnieuw.', { color: 'red', duration: 4000 });
    }
  };

  if (state.status === 'loading') return <PageSkeleton />;
  if (state.status === 'error') return <LoadError onRetry={() => void reload()} error={state.error} />;
  const list = state.data;
  const shown = list.adressen.map((a) => (waiting.has(a.id) ? { ...a, bezorgd: waiting.get(a.id) ?? a.bezorgd } : a));
  const done = shown.filter((a) => a.bezorgd).length;

  return (
    <>
      <PageHeading title={`Rit ${list.naam}`} />
      <Stack gap="xs" mb="md">
        <Text>
          {dayWithWeekday(list.orderday.bestellingsdag)} · bezorger {list.bezorger?.name ?? 'onbekend'}
        </Text>
        <Group gap="sm">
          <StatusBadge status={list.status} />
          <Text fw={600} aria-live="polite">
            {done} van {shown.length} bezorgd
          </Text>
        </Group>
        <Progress value={shown.length ? (100 * done) / shown.length : 0} aria-label="Voortgang van de rit" />
        {waiting.size > 0 && (
          <Alert color="orange" role="status" data-testid="waiting-ticks">
            {counted(waiting.size, 'vinkje', 'vinkjes')} {plural(waiting.size, 'wacht', 'wachten')} op verbinding en wordt
            verstuurd zodra u weer online bent.
          </Alert>
        )}
        <Group gap="sm">
          {list.route_link && (
            <Button
              component="a"
              href={list.route_link}
              target="_blank"
              rel="noopener noreferrer"
              leftSection={<IconRoute size={18} aria-hidden />}
              variant="light"
            >
              Route openen
            </Button>
          )}
          {list.status !== 'bezorgd' && (
            <Button variant="default" onClick={() => void moveOn(list)}>
              {list.status === 'te bezorgen' ? 'Rit starten' : 'Rit afronden'}
            </Button>
          )}
          <Anchor component={Link} to={listPath(list.id)}>
            Bezorglijst bekijken
          </Anchor>
        </Group>
      </Stack>
      <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {shown.map((address, index) => (
          <Card
            key={address.id}
            withBorder
            padding="md"
            component="li"
            data-testid="sheet-stop"
            bg={address.bezorgd ? 'var(--mantine-color-green-light)' : undefined}
          >
            <Stack gap="xs">
              <Title order={2} size="h4">
                {index + 1}. {address.naam}
              </Title>
              <Text size="lg">{fullAddress(address)}</Text>
              <Text>
                <strong>Soep:</strong> {portionsText(address) || '—'}
              </Text>
              {address.opmerking && (
                <Text>
                  <strong>Opmerking:</strong> {address.opmerking}
                </Text>
              )}
              <CareNote note={address.bezorg_notitie} size="lg" />
              <Group grow gap="sm">
                <Button
                  component="a"
                  href={phoneHref(address.telefoonnummer)}
                  size="lg"
                  variant="light"
                  leftSection={<IconPhone size={22} aria-hidden />}
                  aria-label={`${address.naam} bellen`}
                  disabled={!address.telefoonnummer}
                >
                  Bellen
                </Button>
                <Button
                  component="a"
                  href={address.map_link}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="lg"
                  variant="light"
                  leftSection={<IconMap size={22} aria-hidden />}
                  aria-label={`Kaart van ${fullAddress(address)} (nieuw tabblad)`}
                >
                  Kaart
                </Button>
              </Group>
              <Checkbox
                size="xl"
                label={`Bezorgd${waiting.has(address.id) ? ' (wacht op verbinding)' : ''}`}
                aria-label={`${address.naam} bezorgd`}
                checked={address.bezorgd}
                onChange={(event) => setTick(list, address, event.currentTarget.checked)}
              />
            </Stack>
          </Card>
        ))}
      </Stack>
    </>
  );
}
