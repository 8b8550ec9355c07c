// Klanten (klanten-index, spec doc 2 section 2): a server-paginated customer table with search as you type
// (get_customers / search_customers/{zoekwaarde}); cards on a phone. Page and search live in the URL (?page, ?q).
// A standing customer's current or next pause shows under 'Vaste klant' (get_customer_pauses, issue 27 item 4).
import { Anchor, Box, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { formatDate } from '../../../lib/rules/dates';
import { ListPagination, PagedListStatus, usePagedList } from '../../../components/paged-list';
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
import classes from '../../../components/record-list.module.css';

const SEARCH_DELAY_MS = 300;

function loadCustomers(listKey: string, signal: AbortSignal) {
  return getCustomers(readCustomerParams(new URLSearchParams(listKey)), signal);
}

export function CustomersPage() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const list = readCustomerParams(searchParams);
  const listKey = writeCustomerParams(list).toString();
  const [search, setSearch] = useState(list.q);
  const [debounced] = useDebouncedValue(search, SEARCH_DELAY_MS);
  const state = usePagedList(listKey, loadCustomers);
  const pauses = usePauses();

  useEffect(() => {
    setSearch(list.q);
  }, [list.q]);

  useEffect(() => {
    if (debounced.trim() === list.q.trim()) return;
    setSearchParams(writeCustomerParams({ q: debounced, page: 1 }), { replace: true });
    // Only a new pause in typing writes the URL (list changes on its own through the back button).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new pause in typing writes the URL
  }, [debounced]);

  const page = state.page;
  const open = (id: number) => void navigate(customerPath(id));
  const emptyText = list.q.trim() ? `Geen klanten gevonden voor '${list.q.trim()}'.` : 'Er zijn nog geen klanten.';
  return (
    <>
      <PageHeading title="Klanten" />
      <TextInput
        label="Klant zoeken"
        placeholder="Naam, e-mail, telefoon, postcode, straat of plaats"
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={520}
        mb="md"
      />
      {state.status === 'error' && !page && <LoadError onRetry={state.retry} />}
      {state.status === 'loading' && !page && <PageSkeleton lines={8} />}
      {page && (
        <>
          <PagedListStatus status={state.status} page={page} onRetry={state.retry} />
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
        <Text size="sm" c={pause.actief ? 'orange.9' : 'dimmed'}>
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
  return (
    <>
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={760}>
          <Table highlightOnHover verticalSpacing="xs" aria-label="Klanten">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Naam</Table.Th>
                <Table.Th>E-mailadres</Table.Th>
                <Table.Th>Telefoon</Table.Th>
                <Table.Th>Adres</Table.Th>
                <Table.Th>Vaste klant</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {customers.map((customer) => (
                <Table.Tr key={customer.id} className={classes.row} onClick={() => onOpen(customer.id)}>
                  <Table.Td>
                    <Anchor component={Link} to={customerPath(customer.id)} onClick={(event) => event.stopPropagation()}>
                      {customerName(customer) || `Klant ${customer.id}`}
                    </Anchor>
                    {customer.bedrijfsnaam && (
                      <Text size="sm" c="dimmed">
                        {customer.bedrijfsnaam}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{customer.email}</Table.Td>
                  <Table.Td className={classes.nowrap}>{customer.telefoonnummer}</Table.Td>
                  <Table.Td>{addressText(customer)}</Table.Td>
                  <Table.Td>
                    <StandingCell customer={customer} pause={pauses.get(customer.id)} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      <Stack component="ul" gap="sm" hiddenFrom="sm" aria-label="Klanten" className={classes.cards}>
        {customers.map((customer) => (
          <Paper key={customer.id} component="li" withBorder p="sm" radius="md" className={classes.card} onClick={() => onOpen(customer.id)}>
            <Anchor component={Link} to={customerPath(customer.id)} fw={700} onClick={(event) => event.stopPropagation()}>
              {customerName(customer) || `Klant ${customer.id}`}
            </Anchor>
            <dl className={classes.fields}>
              <dt>E-mail</dt>
              <dd>{customer.email}</dd>
              <dt>Telefoon</dt>
              <dd>{customer.telefoonnummer || '–'}</dd>
              <dt>Adres</dt>
              <dd>{addressText(customer) || '–'}</dd>
              <dt>Vaste klant</dt>
              <dd>
                <StandingCell customer={customer} pause={pauses.get(customer.id)} />
              </dd>
            </dl>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
