// Bestellingen (bestellingen-index, spec doc 2 section 2): server-paginated orders, newest first, with search as you
// type (search_orders), filters by order day and ophalen/bezorgen, and a table (cards on a phone). The page, the
// search and the filters live in the URL, so the back button returns to the same list.
import { Button, Group, Select } from '@mantine/core';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { ListPagination, PagedListStatus, usePagedList, ListSearch, useUrlSearch } from '../../../components/paged-list';
import { useQuery } from '../../../lib/query';
import { formatDate } from '../../../lib/rules/dates';
import { getOrders } from '../api/get-orders';
import { findOrder } from '../api/order';
import { orderDaysQuery } from '../../../lib/order-days';
import { isOrderKey, type ListParams, orderRow, readListParams, writeListParams } from '../order-list';
import { orderAddPath, orderEditPath } from '../paths';
import { OrdersTable } from './orders-table';

const MAIL_REFRESH_MS = 3000;

function loadOrders(listKey: string, signal: AbortSignal) {
  return getOrders(readListParams(new URLSearchParams(listKey)), signal);
}

export function OrdersPage() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const list = readListParams(searchParams);
  const listKey = writeListParams(list).toString();
  // While Enter opens one order, the debounced search must not navigate the list (it would cancel the opening).
  const opening = useRef(false);
  const [search, setSearch] = useUrlSearch(list.q, (typed) => {
    if (!opening.current) setSearchParams(writeListParams({ ...list, q: typed, page: 1 }), { replace: true });
  });
  const state = usePagedList(listKey, loadOrders);
  const days = useQuery(orderDaysQuery);

  const change = (patch: Partial<ListParams>) => setSearchParams(writeListParams({ ...list, page: 1, ...patch }));

  const dayOptions = useMemo(
    () =>
      [...(days.data ?? [])]
        .sort((a, b) => b.bestellingsdag.localeCompare(a.bestellingsdag))
        .map((day) => ({ value: String(day.id), label: formatDate(day.bestellingsdag) })),
    [days.data],
  );

  const page = state.page;
  const rows = page?.data.map(orderRow) ?? [];
  // Confirmations on their way (just after a bulk order, say): look again until they have left, so the mail column
  // turns into ticks by itself and never shows a red cross for a mail that is still being sent.
  const waiting = state.status === 'ready' && rows.some((row) => row.mail === 'waiting');
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = window.setTimeout(state.refresh, MAIL_REFRESH_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new page (not a new refresh function) starts the next wait
  }, [waiting, page]);
  return (
    <>
      <PageHeading title="Bestellingen" />
      <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => void navigate(orderAddPath)}>
          Toevoegen
        </Button>
        <Button
          variant="default"
          leftSection={<IconUsersGroup size={16} aria-hidden />}
          onClick={() => void navigate('/admin/bestellingen/vaste-klant-bestelling')}
        >
          Vaste-klantbestelling
        </Button>
        <ListSearch
          label="Zoeken"
          placeholder="Bestelnummer, naam, e-mail, telefoon, postcode, straat of plaats"
          value={search}
          onChange={setSearch}
          onKeyDown={(event) => {
            // Enter on an order number or uuid opens that order (find_bestelling); otherwise the list is the answer.
            if (event.key !== 'Enter' || !isOrderKey(search)) return;
            opening.current = true;
            findOrder(search.trim()).then(
              (order) => void navigate(orderEditPath(order.id)),
              () => {
                opening.current = false;
                setSearchParams(writeListParams({ ...list, q: search, page: 1 }), { replace: true });
              },
            );
          }}
          description="Enter op een bestelnummer opent die bestelling."
          style={{ flex: '3 1 18rem' }}
        />
        <Select
          label="Besteldag"
          placeholder="Alle besteldagen"
          data={dayOptions}
          value={list.orderday || null}
          clearable
          searchable
          nothingFoundMessage="Geen besteldag gevonden"
          onChange={(value) => change({ orderday: value ?? '' })}
          style={{ flex: '1 1 10rem' }}
        />
        <Select
          label="Ophalen of bezorgen"
          data={[
            { value: '', label: 'Alle' },
            { value: 'ophalen', label: 'Ophalen' },
            { value: 'bezorgen', label: 'Bezorgen' },
          ]}
          value={list.bezorgOptie}
          allowDeselect={false}
          onChange={(value) => change({ bezorgOptie: value === 'ophalen' || value === 'bezorgen' ? value : '' })}
          style={{ flex: '1 1 9rem' }}
        />
      </Group>

      {state.status === 'error' && !page && <LoadError onRetry={state.retry} error={state.error} />}
      {state.status === 'loading' && !page && <PageSkeleton lines={8} />}
      {page && (
        <>
          <PagedListStatus status={state.status} page={page} onRetry={state.retry} error={state.status === 'error' ? state.error : undefined} />
          <OrdersTable
            rows={rows}
            emptyText={list.q.trim() ? `Geen bestellingen gevonden voor '${list.q.trim()}'.` : 'Er zijn geen bestellingen.'}
            onOpen={(id) => void navigate(orderEditPath(id))}
          />
          <ListPagination page={page} onChange={(value) => setSearchParams(writeListParams({ ...list, page: value }))} />
        </>
      )}
    </>
  );
}
