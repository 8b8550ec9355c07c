// Maandelijkse giften (managers; decision 0083): every monthly gift with its state, donor, amount and next charge
// day, the monthly total of the active gifts, a state filter (in the URL, ?giftstatus) and "Gift stoppen" on the
// donor's request, after a confirmation. Table on a wide screen, cards on a phone.
import { Alert, Box, Button, Group, Modal, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AmountCard } from './amount-card';
import classes from '../../../components/record-list.module.css';
import { getMonthlyGifts, stopMonthlyGift } from '../api/monthly-gifts';
import {
  GIFT_STATUSES,
  GIFT_STATUS_FILTER_LABELS,
  giftRow,
  monthlyTotalText,
  readGiftStatus,
  stopErrorText,
  stopQuestion,
  type GiftList,
  type GiftRow,
  type GiftStatus,
} from '../monthly-gifts';

export function MonthlyGiftsSection() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = readGiftStatus(searchParams.get('giftstatus'));
  const [list, setList] = useState<GiftList | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [asking, setAsking] = useState<GiftRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [stopError, setStopError] = useState('');
  const [done, setDone] = useState('');

  const load = useCallback(
    (signal?: AbortSignal) => {
      setLoadFailed(false);
      getMonthlyGifts(status, signal)
        .then(setList)
        .catch(() => {
          if (!signal?.aborted) setLoadFailed(true);
        });
    },
    [status],
  );

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const choose = (value: GiftStatus | '') => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set('giftstatus', value);
    else next.delete('giftstatus');
    setSearchParams(next, { replace: true });
  };

  const stop = async () => {
    if (!asking) return;
    setBusy(true);
    setStopError('');
    try {
      await stopMonthlyGift(asking.id);
      setDone(`De maandelijkse gift van ${asking.donor} is gestopt.`);
      setAsking(null);
      load();
    } catch (error) {
      setStopError(stopErrorText(error));
    } finally {
      setBusy(false);
    }
  };

  const rows = list ? list.data.map(giftRow) : [];
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label="Status gift"
          value={status}
          onChange={(event) => choose(readGiftStatus(event.currentTarget.value))}
          data={[{ value: '', label: 'Alle giften' }, ...GIFT_STATUSES.map((s) => ({ value: s, label: GIFT_STATUS_FILTER_LABELS[s] }))]}
          w={{ base: '100%', xs: 260 }}
        />
      </Group>
      {list && (
        <Text fw={600} data-testid="gift-totals">
          {monthlyTotalText(list)}
        </Text>
      )}
      {done && (
        <Alert color="green" role="status" withCloseButton onClose={() => setDone('')}>
          {done}
        </Alert>
      )}
      {loadFailed && (
        <Text c="red.9" role="alert">
          De maandelijkse giften konden niet worden geladen. Probeer het opnieuw.
        </Text>
      )}
      {list && rows.length === 0 && <Text>{status ? 'Geen maandelijkse giften met deze status.' : 'Er zijn nog geen maandelijkse giften.'}</Text>}
      {rows.length > 0 && <GiftRows rows={rows} onStop={(row) => { setStopError(''); setAsking(row); }} />}
      <Modal
        opened={asking !== null}
        onClose={busy ? () => undefined : () => setAsking(null)}
        title="Maandelijkse gift stoppen"
        centered
      >
        {asking && (
          <Stack gap="md">
            <Text>{stopQuestion(asking)}</Text>
            {stopError && (
              <Text c="red.9" role="alert">
                {stopError}
              </Text>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setAsking(null)} disabled={busy}>
                Annuleren
              </Button>
              <Button color="red" loading={busy} onClick={() => void stop()}>
                Gift stoppen
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

function StopButton({ row, onStop }: { row: GiftRow; onStop: (row: GiftRow) => void }) {
  if (!row.canStop) return null;
  return (
    <Button size="xs" variant="light" color="red" onClick={() => onStop(row)} aria-label={`Gift van ${row.donor} stoppen`}>
      Gift stoppen
    </Button>
  );
}

function GiftRows({ rows, onStop }: { rows: GiftRow[]; onStop: (row: GiftRow) => void }) {
  return (
    <>
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={820}>
          <Table verticalSpacing="xs" aria-label="Maandelijkse giften">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nr.</Table.Th>
                <Table.Th>Donateur</Table.Th>
                <Table.Th>E-mailadres</Table.Th>
                <Table.Th ta="right">Bedrag</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Volgende incasso</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.id}</Table.Td>
                  <Table.Td>
                    {row.donor}
                    {row.company && (
                      <Text size="sm" c="dimmed">
                        {row.company}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{row.email}</Table.Td>
                  <Table.Td ta="right" className={classes.nowrap}>
                    {row.amount}
                  </Table.Td>
                  <Table.Td>{row.state}</Table.Td>
                  <Table.Td className={classes.nowrap}>{row.nextDate}</Table.Td>
                  <Table.Td>
                    <StopButton row={row} onStop={onStop} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      <Stack component="ul" gap="sm" hiddenFrom="sm" aria-label="Maandelijkse giften" className={classes.cards}>
        {rows.map((row) => (
          <AmountCard key={row.id} amount={row.amount} state={row.state}>
            <dl className={classes.fields}>
              <dt>Donateur</dt>
              <dd>
                {row.donor}
                {row.company && ` (${row.company})`}
              </dd>
              <dt>E-mail</dt>
              <dd>{row.email || '–'}</dd>
              <dt>Volgende incasso</dt>
              <dd>{row.nextDate}</dd>
            </dl>
            <StopButton row={row} onStop={onStop} />
          </AmountCard>
        ))}
      </Stack>
    </>
  );
}
