// Donaties (managers): every donation, newest first, with search (name, company, e-mail, place, postcode, number),
// a status filter, a method, an amount range (in euros), a period, the totals of the selection and an Excel export of that selection for the bookkeeping.
// A donor who is also a customer (same e-mail address) links to the customer page. Table on a wide screen, cards on
// a phone; the filters live in the URL. A second tab ("Maandelijkse giften", ?weergave=giften) lists the monthly gifts.
// Each named donation has "Jaaroverzicht": its donor's yearly gift statement, mailed or as a PDF (decision 0089);
// a donor who is no customer can be erased from their row ("Wissen", decision 0116).
import { Alert, Anchor, Button, Group, NativeSelect, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AmountCard } from './amount-card';
import { PageHeading } from '../../../components/page-heading';
import { PagedList, usePagedList, ListSearch, useUrlSearch } from '../../../components/paged-list';
import { DONATION_STATUSES, DONATION_STATUS_LABELS } from '../../../lib/donation-status';
import { RecordFields, RecordList, WithSecondLine } from '../../../components/record-list';
import { shownByClient } from '../../../lib/api-errors';
import { saveBlob } from '../../../lib/save-blob';
import { downloadDonations, getDonations, type DonationPage } from '../api/donations';
import { EraseButton, EraseDonorDialog } from './erase-donor-dialog';
import { GiftStatementDialog, StatementButton } from './gift-statement-dialog';
import { MonthlyGiftsSection } from './monthly-gifts-section';
import {
  DONATION_METHODS,
  EXPORT_FAILED,
  METHOD_FILTER_LABELS,
  amountInputText,
  donationRow,
  readAmountFilter,
  readDonationParams,
  yearTotalsText,
  totalsText,
  writeDonationParams,
  type DonationListParams,
  type DonationRow,
} from '../donation-list';

const SEARCH_DELAY_MS = 300;
const customerPath = (id: number) => `/admin/klanten/${id}`;

function loadDonations(listKey: string, signal: AbortSignal) {
  return getDonations(readDonationParams(new URLSearchParams(listKey)), signal);
}

const GIFTS_VIEW = 'giften';

export function DonationsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = searchParams.get('weergave') === GIFTS_VIEW ? GIFTS_VIEW : 'donaties';
  const choose = (value: string | null) =>
    setSearchParams(value === GIFTS_VIEW ? new URLSearchParams({ weergave: GIFTS_VIEW }) : new URLSearchParams());
  return (
    <>
      <PageHeading title="Donaties" />
      <Tabs value={view} onChange={choose} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="donaties">Alle donaties</Tabs.Tab>
          <Tabs.Tab value={GIFTS_VIEW}>Maandelijkse giften</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="donaties">
          <DonationList />
        </Tabs.Panel>
        <Tabs.Panel value={GIFTS_VIEW}>
          <MonthlyGiftsSection />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

function DonationList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const list = readDonationParams(searchParams);
  const listKey = writeDonationParams(list).toString();
  const state = usePagedList(listKey, loadDonations);
  const change = (next: Partial<DonationListParams>) =>
    setSearchParams(writeDonationParams({ ...list, ...next, page: next.page ?? 1 }), { replace: next.page === undefined });
  const [search, setSearch] = useUrlSearch(list.q, (typed) => change({ q: typed }));

  const [statementOf, setStatementOf] = useState<DonationRow | null>(null);
  const [erasing, setErasing] = useState<DonationRow | null>(null);
  const [erased, setErased] = useState('');
  const page = state.page as DonationPage | undefined;
  const filtered =
    list.q.trim() !== '' || list.status !== '' || list.van !== '' || list.tot !== '' || list.methode !== '' || list.bedragVan !== null || list.bedragTot !== null;
  return (
    <>
      <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
        <ListSearch
          label="Donatie zoeken"
          placeholder="Naam, bedrijf, e-mail, plaats of postcode"
          value={search}
          onChange={setSearch}
          w={{ base: '100%', sm: 320 }}
        />
        <NativeSelect
          label="Status"
          value={list.status}
          onChange={(event) => change({ status: event.currentTarget.value as DonationListParams['status'] })}
          data={[{ value: '', label: 'Alle statussen' }, ...DONATION_STATUSES.map((s) => ({ value: s, label: DONATION_STATUS_LABELS[s] }))]}
          w={{ base: '100%', xs: 180 }}
        />
        <NativeSelect
          label="Betaalmethode"
          value={list.methode}
          onChange={(event) => change({ methode: event.currentTarget.value as DonationListParams['methode'] })}
          data={[{ value: '', label: 'Alle methoden' }, ...DONATION_METHODS.map((m) => ({ value: m, label: METHOD_FILTER_LABELS[m] }))]}
          w={{ base: '100%', xs: 200 }}
        />
        <TextInput label="Van" type="date" value={list.van} onChange={(event) => change({ van: event.currentTarget.value })} w={{ base: '47%', xs: 170 }} />
        <TextInput label="Tot en met" type="date" value={list.tot} onChange={(event) => change({ tot: event.currentTarget.value })} w={{ base: '47%', xs: 170 }} />
        <AmountInputs list={list} onChange={change} />
        <ExportButton list={list} />
      </Group>
      {erased && (
        <Alert color="green" role="status" withCloseButton onClose={() => setErased('')} mb="md">
          {erased}
        </Alert>
      )}
      {page && (
        <Text fw={600} mb="xs" data-testid="donation-totals">
          {totalsText(page)}
        </Text>
      )}
      {page?.per_jaar && page.per_jaar.length > 0 && (
        <Text size="sm" mb="xs" data-testid="donation-year-totals">
          {yearTotalsText(page.per_jaar)}
        </Text>
      )}
      <PagedList
        list={state}
        emptyText={filtered ? 'Geen donaties gevonden voor deze selectie.' : 'Er zijn nog geen donaties.'}
        onPage={(value) => change({ page: value })}
      >
        {(items) => <DonationRows rows={items.map(donationRow)} onStatement={setStatementOf} onErase={setErasing} />}
      </PagedList>
      <GiftStatementDialog row={statementOf} onClose={() => setStatementOf(null)} />
      <EraseDonorDialog
        row={erasing}
        onClose={() => setErasing(null)}
        onErased={(message) => {
          setErasing(null);
          setErased(message);
          state.refresh();
        }}
      />
    </>
  );
}

/** "Bedrag van" / "Bedrag tot" in euros: applied after a pause in typing when valid, a Dutch error under the input
 * otherwise (the list then keeps its last valid amounts). */
function AmountInputs({ list, onChange }: { list: DonationListParams; onChange: (next: Partial<DonationListParams>) => void }) {
  const [van, setVan] = useState(amountInputText(list.bedragVan));
  const [tot, setTot] = useState(amountInputText(list.bedragTot));
  const [typedVan] = useDebouncedValue(van, SEARCH_DELAY_MS);
  const [typedTot] = useDebouncedValue(tot, SEARCH_DELAY_MS);
  const filter = readAmountFilter(typedVan, typedTot);

  // What this component last wrote to the URL: only another change of the URL (back button) resets the inputs.
  const written = useRef({ van: list.bedragVan, tot: list.bedragTot });
  useEffect(() => {
    if (written.current.van === list.bedragVan && written.current.tot === list.bedragTot) return;
    written.current = { van: list.bedragVan, tot: list.bedragTot };
    setVan(amountInputText(list.bedragVan));
    setTot(amountInputText(list.bedragTot));
  }, [list.bedragVan, list.bedragTot]);

  useEffect(() => {
    if (filter.errors.van || filter.errors.tot) return;
    if (filter.bedragVan === list.bedragVan && filter.bedragTot === list.bedragTot) return;
    written.current = { van: filter.bedragVan, tot: filter.bedragTot };
    onChange({ bedragVan: filter.bedragVan, bedragTot: filter.bedragTot });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new pause in typing writes the URL
  }, [typedVan, typedTot]);

  return (
    <>
      <AmountInput label="Bedrag van" value={van} onChange={setVan} error={filter.errors.van} />
      <AmountInput label="Bedrag tot" value={tot} onChange={setTot} error={filter.errors.tot} />
    </>
  );
}

function AmountInput({ label, value, onChange, error }: { label: string; value: string; onChange: (value: string) => void; error: string | undefined }) {
  return (
    <TextInput
      label={label}
      inputMode="decimal"
      leftSection="€"
      placeholder="0,00"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      w={{ base: '47%', xs: 130 }}
    />
  );
}

function ExportButton({ list }: { list: DonationListParams }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const start = async () => {
    setBusy(true);
    setFailed(false);
    try {
      saveBlob(await downloadDonations(list));
    } catch (error) {
      setFailed(!shownByClient(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4}>
      <Button variant="default" leftSection={<IconDownload size={18} aria-hidden />} loading={busy} onClick={() => void start()}>
        Exporteren (Excel)
      </Button>
      {failed && (
        <Text c="red.9" size="sm" role="alert">
          {EXPORT_FAILED}
        </Text>
      )}
    </Stack>
  );
}

function Donor({ row }: { row: DonationRow }) {
  if (row.customerId === null) return <>{row.donor}</>;
  return (
    <Anchor component={Link} to={customerPath(row.customerId)} aria-label={`${row.donor} (klant) bekijken`}>
      {row.donor}
    </Anchor>
  );
}

function DonationActions({ row, onStatement, onErase }: { row: DonationRow; onStatement: (row: DonationRow) => void; onErase: (row: DonationRow) => void }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <StatementButton row={row} onOpen={onStatement} />
      <EraseButton row={row} onOpen={onErase} />
    </Group>
  );
}

function DonationRows({
  rows,
  onStatement,
  onErase,
}: {
  rows: DonationRow[];
  onStatement: (row: DonationRow) => void;
  onErase: (row: DonationRow) => void;
}) {
  return (
    <RecordList
      label="Donaties"
      rows={rows}
      rowKey={(row) => row.id}
      minWidth={820}
      columns={[
        { head: 'Nr.', cell: (row) => row.id },
        { head: 'Datum', cell: (row) => row.date, nowrap: true },
        { head: 'Bedrag', cell: (row) => row.amount, right: true, nowrap: true },
        {
          head: 'Donateur',
          cell: (row) => (
            <WithSecondLine second={row.company}>
              <Donor row={row} />
            </WithSecondLine>
          ),
        },
        { head: 'E-mailadres', cell: (row) => row.email },
        { head: 'Plaats', cell: (row) => row.place },
        { head: 'Status', cell: (row) => row.status },
        { head: 'Overzicht', cell: (row) => <DonationActions row={row} onStatement={onStatement} onErase={onErase} /> },
      ]}
      card={(row) => (
        <AmountCard amount={row.amount} state={row.status}>
          <RecordFields
            fields={[
              ['Donateur', <><Donor row={row} />{row.company && ` (${row.company})`}</>],
              ['Datum', row.date],
              ['E-mail', row.email || '–'],
              ['Plaats', row.place || '–'],
            ]}
          />
          <DonationActions row={row} onStatement={onStatement} onErase={onErase} />
        </AmountCard>
      )}
    />
  );
}
