// Maandelijkse giften (managers; decisions 0083, 0091): the monthly gifts, a page at a time (25, newest first), with
// their state, donor, amount and next charge day, the monthly total of every active gift, a state filter and the
// page in the URL (?giftstatus, ?page), and "Gift stoppen" on the donor's request, after a confirmation. Table on a
// wide screen, cards on a phone.
import { Alert, Box, Button, Group, Modal, NativeSelect, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AmountCard } from './amount-card';
import { PagedList, usePagedList } from '../../../components/paged-list';
import { RecordFields, RecordList, WithSecondLine } from '../../../components/record-list';
import { getMonthlyGifts, stopMonthlyGift } from '../api/monthly-gifts';
import {
  GIFT_STATUSES,
  GIFT_STATUS_FILTER_LABELS,
  giftRow,
  monthlyTotalText,
  readGiftPage,
  readGiftStatus,
  stopErrorText,
  stopQuestion,
  type GiftList,
  type GiftRow,
  type GiftStatus,
} from '../monthly-gifts';

function loadGifts(listKey: string, signal: AbortSignal): Promise<GiftList> {
  const params = new URLSearchParams(listKey);
  return getMonthlyGifts(readGiftStatus(params.get('giftstatus')), readGiftPage(params.get('page')), signal);
}

export function MonthlyGiftsSection() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = readGiftStatus(searchParams.get('giftstatus'));
  const page = readGiftPage(searchParams.get('page'));
  const listKey = new URLSearchParams({ giftstatus: status, page: String(page) }).toString();
  const list = usePagedList(listKey, loadGifts);
  const [asking, setAsking] = useState<GiftRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [stopError, setStopError] = useState('');
  const [done, setDone] = useState('');

  const change = (next: { status?: GiftStatus | ''; page?: number }) => {
    const params = new URLSearchParams(searchParams);
    const chosen = next.status ?? status;
    if (chosen) params.set('giftstatus', chosen);
    else params.delete('giftstatus');
    const nextPage = next.page ?? 1;
    if (nextPage > 1) params.set('page', String(nextPage));
    else params.delete('page');
    setSearchParams(params, { replace: next.page === undefined });
  };

  const stop = async () => {
    if (!asking) return;
    setBusy(true);
    setStopError('');
    try {
      await stopMonthlyGift(asking.id);
      setDone(`De maandelijkse gift van ${asking.donor} is gestopt.`);
      setAsking(null);
      list.refresh();
    } catch (error) {
      setStopError(stopErrorText(error));
    } finally {
      setBusy(false);
    }
  };

  const shown = list.page as GiftList | undefined;
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label="Status gift"
          value={status}
          onChange={(event) => change({ status: readGiftStatus(event.currentTarget.value) })}
          data={[{ value: '', label: 'Alle giften' }, ...GIFT_STATUSES.map((s) => ({ value: s, label: GIFT_STATUS_FILTER_LABELS[s] }))]}
          w={{ base: '100%', xs: 260 }}
        />
      </Group>
      {shown && (
        <Text fw={600} data-testid="gift-totals">
          {monthlyTotalText(shown)}
        </Text>
      )}
      {done && (
        <Alert color="green" role="status" withCloseButton onClose={() => setDone('')}>
          {done}
        </Alert>
      )}
      <Box>
        <PagedList
          list={list}
          emptyText={status ? 'Geen maandelijkse giften met deze status.' : 'Er zijn nog geen maandelijkse giften.'}
          onPage={(value) => change({ page: value })}
        >
          {(items) => (
            <GiftRows
              rows={items.map(giftRow)}
              onStop={(row) => {
                setStopError('');
                setAsking(row);
              }}
            />
          )}
        </PagedList>
      </Box>
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
    <RecordList
      label="Maandelijkse giften"
      rows={rows}
      rowKey={(row) => row.id}
      minWidth={820}
      columns={[
        { head: 'Nr.', cell: (row) => row.id },
        {
          head: 'Donateur',
          cell: (row) => <WithSecondLine second={row.company}>{row.donor}</WithSecondLine>,
        },
        { head: 'E-mailadres', cell: (row) => row.email },
        { head: 'Bedrag', cell: (row) => row.amount, right: true, nowrap: true },
        { head: 'Status', cell: (row) => row.state },
        { head: 'Volgende incasso', cell: (row) => row.nextDate, nowrap: true },
        { head: <VisuallyHidden>Acties</VisuallyHidden>, cell: (row) => <StopButton row={row} onStop={onStop} /> },
      ]}
      card={(row) => (
        <AmountCard amount={row.amount} state={row.state}>
          <RecordFields
            fields={[
              ['Donateur', <>{row.donor}{row.company && ` (${row.company})`}</>],
              ['E-mail', row.email || '–'],
              ['Volgende incasso', row.nextDate],
            ]}
          />
          <StopButton row={row} onStop={onStop} />
        </AmountCard>
      )}
    />
  );
}
