// Klanten (klanten-index, spec doc 2 section 2): a server-paginated customer table with search as you type
// (get_customers / search_customers/{zoekwaarde}); cards on a phone. Page and search live in the URL (?page, ?q).
// A standing customer's current or next pause shows under 'Vaste klant' (get_customer_pauses, issue 27 item 4).
import { Anchor, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { formatDate } from '../../../lib/rules/dates';
import { ListPagination, PagedListStatus, usePagedList, ListSearch, useUrlSearch } from '../../../components/paged-list';
import { getCustomers } from '../api/customers';
import { type CustomerPause, getPauses, pauseText } from '../api/pauses';
import {
  addressText,
  customerName,
  readCustomerParams,
  standingText,
  writeCustomerParams,
} from '../customer-list';
import { customerPath } from '../paths';
import type { Customer } from '../types';
import { RecordCard, RecordFields, RecordList, WithSecondLine } from '../../../components/record-list';
import { WARNING_TEXT } from '../../../components/warning-text';

function loadCustomers(listKey: string, signal: AbortSignal) {
  return getCustomers(readCustomerParams(new URLSearchParams(listKey)), signal);
}

export function CustomersPage() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const list = readCustomerParams(searchParams);
  const listKey = writeCustomerParams(list).toString();
  const [search, setSearch] = useUrlSearch(list.q, (typed) =>
    setSearchParams(writeCustomerParams({ q: typed, page: 1 }), { replace: true }),
  );
  const state = usePagedList(listKey, loadCustomers);
  const pauses = usePauses();

  const page = state.page;
  const open = (id: number) => void navigate(customerPath(id));
  const emptyText = list.q.trim() ? `Geen klanten gevonden voor '${list.q.trim()}'.` : 'Er zijn nog geen klanten.';
  return (
    <>
      <PageHeading title="Klanten" />
      <ListSearch
        label="Klant zoeken"
        placeholder="Naam, e-mail, telefoon, postcode, straat of plaats"
        value={search}
        onChange={setSearch}
        maw={520}
        mb="md"
      />
      {state.status === 'error' && !page && <LoadError onRetry={state.retry} error={state.error} />}
      {state.status === 'loading' && !page && <PageSkeleton lines={8} />}
      {page && (
        <>
          <PagedListStatus status={state.status} page={page} onRetry={state.retry} error={state.status === 'error' ? state.error : undefined} />
          {page.data.length === 0 ? (
            <Text c="dimmed" my="md">
              {emptyText}
            </Text>
          ) : (
            <CustomerRows customers={page.data} pauses={pauses} onOpen={open} />
          )}
          <ListPagination page={page} onChange={(value) => setSearchParams(writeCustomerParams({ ...list, page: value }))} />
        </>
      )}
    </>
  );
}

/** The pauses that have not ended, by customer (the first one of each): shown under 'Vaste klant'. */
function usePauses(): Map<number, CustomerPause> {
  const [pauses, setPauses] = useState(new Map<number, CustomerPause>());
  useEffect(() => {
    const controller = new AbortController();
    getPauses(undefined, controller.signal)
      .then((list) => setPauses(new Map([...list].reverse().map((p) => [p.klant, p]))))
      .catch(() => undefined); // the list still works without them
    return () => controller.abort();
  }, []);
  return pauses;
}

function StandingCell({ customer, pause }: { customer: Customer; pause: CustomerPause | undefined }) {
  return (
    <>
      {standingText(customer)}
      {pause && (
        <Text size="sm" c={pause.actief ? WARNING_TEXT : 'dimmed'}>
          {pauseText(pause, formatDate)}
        </Text>
      )}
    </>
  );
}

interface CustomerRowsProps {
  customers: Customer[];
  pauses: Map<number, CustomerPause>;
  onOpen: (id: number) => void;
}

function CustomerRows({ customers, pauses, onOpen }: CustomerRowsProps) {
  const name = (customer: Customer, fw?: number) => (
    <Anchor component={Link} to={customerPath(customer.id)} fw={fw} onClick={(event) => event.stopPropagation()}>
      {customerName(customer) || `Klant ${customer.id}`}
    </Anchor>
  );
  const standing = (customer: Customer) => <StandingCell customer={customer} pause={pauses.get(customer.id)} />;
  return (
    <RecordList
      label="Klanten"
      rows={customers}
      rowKey={(customer) => customer.id}
      minWidth={760}
      rowProps={(customer) => ({ onClick: () => onOpen(customer.id) })}
      columns={[
        {
          head: 'Naam',
          cell: (customer) => <WithSecondLine second={customer.bedrijfsnaam}>{name(customer)}</WithSecondLine>,
        },
        { head: 'E-mailadres', cell: (customer) => customer.email },
        { head: 'Telefoon', cell: (customer) => customer.telefoonnummer, nowrap: true },
        { head: 'Adres', cell: addressText },
        { head: 'Vaste klant', cell: standing },
      ]}
      card={(customer) => (
        <RecordCard onClick={() => onOpen(customer.id)}>
          {name(customer, 700)}
          <RecordFields
            fields={[
              ['E-mail', customer.email],
              ['Telefoon', customer.telefoonnummer || '–'],
              ['Adres', addressText(customer) || '–'],
              ['Vaste klant', standing(customer)],
            ]}
          />
        </RecordCard>
      )}
    />
  );
}
