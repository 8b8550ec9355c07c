// Wachtlijst (issue 26 item 3) under the order day's edit form: per soup who waits in order, open offers with their
// expiry and what was taken; staff take someone off the list (after a confirmation) or make an offer by hand.
// Cards on a phone, a table on a wide screen. Loading the list also passes expired offers on (the server settles).
import { Badge, Box, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useCallback, useEffect, useId, useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { loadFailure } from '../../../components/load-failure';
import { RecordCard, RecordFields, RecordList, WithSecondLine } from '../../../components/record-list';
import { showToast } from '../../../lib/toast';
import { getDayWaitlist, offerByHand, removeFromWaitlist } from '../api/waitlist';
import { failureMessage } from '../error-message';
import {
  EMPTY_SOUP,
  offerFeedback,
  removedFeedback,
  removeQuestion,
  soupRows,
  soupSummary,
  type DayWaitlist,
  type WaitlistRow,
  type WaitState,
} from '../waitlist';

// Light tints with dark text: readable small text (WCAG AA).
const STATE_COLORS: Record<WaitState, string> = {
  wachtend: 'blue',
  aanbod: 'orange',
  genomen: 'green',
  verlopen: 'gray',
  verlaten: 'gray',
  gesloten: 'gray',
};

type Asking = { row: WaitlistRow; soup: string };

export function WaitlistSection({ dayId }: { dayId: number }) {
  const [list, setList] = useState<DayWaitlist | null>(null);
  const [status, setStatus] = useState<'loading' | 'error' | 'ready'>('loading');
  const [failure, setFailure] = useState<unknown>(undefined);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const load = useCallback(
    (signal?: AbortSignal) => {
      setStatus('loading');
      getDayWaitlist(dayId, signal).then(
        (answer) => {
          setList(answer);
          setStatus('ready');
        },
        (error: unknown) => {
          if (signal?.aborted) return;
          setFailure(error);
          setStatus('error');
        },
      );
    },
    [dayId],
  );

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const fail = (error: unknown) => {
    const message = failureMessage(error);
    if (message) showToast(message, { color: 'red', duration: 6000 });
    load();
  };

  const offer = async (row: WaitlistRow) => {
    setBusyId(row.id);
    try {
      const answer = await offerByHand(row.id);
      setList(answer.wachtlijst);
      showToast(offerFeedback(answer, row.id, new Date()), { color: 'green', duration: 6000 });
    } catch (error) {
      fail(error);
    } finally {
      setBusyId(null);
    }
  };

  const remove = async () => {
    if (!asking) return;
    const { row, soup } = asking;
    setBusyId(row.id);
    try {
      const answer = await removeFromWaitlist(row.id);
      setList(answer.wachtlijst);
      showToast(removedFeedback(row, soup), { color: 'green', duration: 4000 });
    } catch (error) {
      fail(error);
    } finally {
      setBusyId(null);
      setAsking(null);
    }
  };

  const now = new Date();
  return (
    <Box component="section" aria-labelledby="waitlist-title" mt="xl" data-testid="waitlist-section">
      <Group justify="space-between" align="center" mb="xs">
        <Title order={2} size="h3" id="waitlist-title">
          Wachtlijst
        </Title>
        <Button variant="default" size="xs" onClick={() => load()} loading={status === 'loading' && list !== null}>
          Vernieuwen
        </Button>
      </Group>
      {status === 'loading' && list === null && <Text c="dimmed">Wachtlijst laden…</Text>}
      {status === 'error' && (
        <Group gap="sm" mb="sm">
          <Text c="red.9" role={loadFailure(failure).announce ? 'alert' : undefined}>
            De wachtlijst kon niet worden geladen.
          </Text>
          <Button variant="light" size="xs" onClick={() => load()}>
            Opnieuw proberen
          </Button>
        </Group>
      )}
      {list && list.soepen.length === 0 && <Text c="dimmed">Deze besteldag heeft nog geen soepen.</Text>}
      {list && (
        <Stack gap="lg">
          {list.soepen.map((soup) => {
            const rows = soupRows(soup, now);
            return (
              <Box
                component="section"
                key={soup.orderday_product_id}
                aria-label={`Wachtlijst ${soup.soep}`}
                data-testid={`waitlist-soup-${soup.orderday_product_id}`}
              >
                <Group gap="xs" align="baseline" mb={4}>
                  <Title order={3} size="h4">
                    {soup.soep}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {soupSummary(soup)}
                  </Text>
                </Group>
                {rows.length === 0 ? (
                  <Text c="dimmed">{EMPTY_SOUP}</Text>
                ) : (
                  <PeopleRows
                    soup={soup.soep}
                    rows={rows}
                    busyId={busyId}
                    onOffer={(row) => void offer(row)}
                    onRemove={(row) => setAsking({ row, soup: soup.soep })}
                  />
                )}
              </Box>
            );
          })}
        </Stack>
      )}
      <ConfirmModal
        opened={asking !== null}
        title="Van de wachtlijst halen"
        confirmLabel="Verwijderen"
        busy={asking !== null && busyId === asking.row.id}
        onConfirm={() => void remove()}
        onClose={() => setAsking(null)}
      >
        {asking ? removeQuestion(asking.row, asking.soup) : ''}
      </ConfirmModal>
    </Box>
  );
}

interface PeopleRowsProps {
  soup: string;
  rows: WaitlistRow[];
  busyId: number | null;
  onOffer: (row: WaitlistRow) => void;
  onRemove: (row: WaitlistRow) => void;
}

function PeopleRows({ soup, rows, busyId, onOffer, onRemove }: PeopleRowsProps) {
  const actions = (row: WaitlistRow) => <Actions row={row} busy={busyId === row.id} onOffer={onOffer} onRemove={onRemove} />;
  return (
    <RecordList
      label={`Wachtlijst ${soup}`}
      rows={rows}
      rowKey={(row) => row.id}
      minWidth={760}
      rowProps={(row) => ({ 'data-testid': `waitlist-row-${row.id}` })}
      columns={[
        { head: 'Nr.', cell: (row) => row.place ?? '–' },
        { head: 'Naam', cell: (row) => row.name },
        {
          head: 'Contact',
          cell: (row) => <WithSecondLine second={row.phone}>{row.email}</WithSecondLine>,
        },
        { head: 'Porties', cell: (row) => row.portions, nowrap: true },
        { head: 'Ingeschreven', cell: (row) => row.joined, nowrap: true },
        { head: 'Status', cell: (row) => <StateText row={row} /> },
        { head: <VisuallyHidden>Acties</VisuallyHidden>, cell: actions },
      ]}
      card={(row) => (
        <RecordCard data-testid={`waitlist-card-${row.id}`}>
          <Group justify="space-between" gap="xs" mb={4}>
            <Text fw={700}>
              {row.place !== null ? `${row.place}. ` : ''}
              {row.name}
            </Text>
            <StateText row={row} />
          </Group>
          <RecordFields
            fields={[
              ['Porties', row.portions],
              ['E-mail', row.email || '–'],
              ['Telefoon', row.phone || '–'],
              ['Ingeschreven', row.joined],
            ]}
          />
          {actions(row)}
        </RecordCard>
      )}
    />
  );
}

function StateText({ row }: { row: WaitlistRow }) {
  return (
    <Stack gap={0} align="flex-start">
      <Badge color={STATE_COLORS[row.state]} variant="light" c="dark.9" tt="none">
        {row.stateLabel}
      </Badge>
      {row.offerUntil && <Text size="sm">{row.offerUntil}</Text>}
      {row.orderId !== null && <Text size="sm">Bestelling {row.orderId}</Text>}
    </Stack>
  );
}

interface ActionsProps {
  row: WaitlistRow;
  busy: boolean;
  onOffer: (row: WaitlistRow) => void;
  onRemove: (row: WaitlistRow) => void;
}

function Actions({ row, busy, onOffer, onRemove }: ActionsProps) {
  // Why 'Aanbod doen' is off (the server's own words where it has them) is read with the button (decision 0129).
  const whyNot = useId();
  if (!row.canRemove) return null;
  return (
    <Stack gap={4} mt={{ base: 'xs', sm: 0 }} align="flex-start">
      <Group gap="xs" wrap="wrap">
        {row.state === 'wachtend' && (
          <Button
            size="xs"
            variant="light"
            disabled={!row.canOffer || busy}
            loading={busy}
            onClick={() => onOffer(row)}
            aria-label={`Aanbod doen aan ${row.name}`}
            aria-describedby={row.offerBlocked ? whyNot : undefined}
          >
            Aanbod doen
          </Button>
        )}
        <Button
          size="xs"
          variant="light"
          color="red.9"
          disabled={busy}
          onClick={() => onRemove(row)}
          aria-label={`${row.name} van de wachtlijst halen`}
        >
          Verwijderen
        </Button>
      </Group>
      {row.offerBlocked && (
        <Text size="xs" c="dimmed" id={whyNot}>
          {row.offerBlocked}
        </Text>
      )}
    </Stack>
  );
}
