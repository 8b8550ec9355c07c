// Klant (route klant, admin/klanten/{klant}): the customer's details and standing-customer settings, their orders
// (each links to the order's edit screen) and their donations; a standing customer's pauses (issue 27 item 4).
import { Anchor, Box, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import {
  addressText,
  customerName,
  donationSummary,
  OPTION_LABELS,
  orderSummary,
} from '../customer-list';
import { CUSTOMERS_LIST, customerEditPath, orderEditPath } from '../paths';
import type { CustomerDetail } from '../types';
import { CustomerPauses } from './customer-pauses';
import { CustomerPrivacy } from './customer-privacy';
import classes from '../../../components/record-list.module.css';
import { useCustomer } from './use-customer';

export function CustomerPage() {
  const { klant = '' } = useParams();
  const { state, retry } = useCustomer(klant);
  const title = state.status === 'ready' ? customerName(state.record) || `Klant ${state.record.id}` : 'Klant';
  return (
    <>
      <PageHeading title={title} />
      {state.status === 'error' && <LoadError onRetry={retry} error={state.error} />}
      {state.status === 'loading' && <PageSkeleton lines={8} />}
      {state.status === 'ready' && <CustomerDetails customer={state.record} onErased={retry} />}
    </>
  );
}

function CustomerDetails({ customer, onErased }: { customer: CustomerDetail; onErased: () => void }) {
  const orders = (customer.orders ?? []).map(orderSummary);
  const donations = (customer.donations ?? []).map(donationSummary);
  return (
    <Stack gap="xl">
      <Group gap="sm">
        <Button component={Link} to={CUSTOMERS_LIST} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          Terug
        </Button>
        <Button component={Link} to={customerEditPath(customer.id)} leftSection={<IconPencil size={16} aria-hidden />}>
          Aanpassen
        </Button>
      </Group>

      <section aria-labelledby="customer-details-title">
        <Title order={2} size="h4" id="customer-details-title" mb="xs">
          Gegevens
        </Title>
        <dl className={classes.fields}>
          <dt>Naam</dt>
          <dd>{customerName(customer) || '–'}</dd>
          <dt>Bedrijfsnaam</dt>
          <dd>{customer.bedrijfsnaam || '–'}</dd>
          <dt>E-mailadres</dt>
          <dd>{customer.email}</dd>
          <dt>Telefoonnummer</dt>
          <dd>{customer.telefoonnummer || '–'}</dd>
          <dt>Adres</dt>
          <dd>{addressText(customer) || '–'}</dd>
          <dt>Notitie voor de bezorging</dt>
          <dd>{customer.bezorg_notitie || '–'}</dd>
        </dl>
      </section>

      <section aria-labelledby="customer-standing-title">
        <Title order={2} size="h4" id="customer-standing-title" mb="xs">
          Vaste klant
        </Title>
        {customer.vaste_klant ? (
          <>
          <dl className={classes.fields}>
            <dt>Vaste klant</dt>
            <dd>Ja</dd>
            <dt>Bevestiging mailen</dt>
            <dd>{customer.vaste_klant_mailen ? 'Ja' : 'Nee'}</dd>
            <dt>Aantal porties</dt>
            <dd>{customer.vaste_klant_producten ?? '–'}</dd>
            <dt>Ophalen of bezorgen</dt>
            <dd>{customer.vaste_klant_bezorgkeuze ? OPTION_LABELS[customer.vaste_klant_bezorgkeuze] : '–'}</dd>
          </dl>
          <CustomerPauses klant={customer.id} />
          </>
        ) : (
          <Text>Dit is geen vaste klant.</Text>
        )}
      </section>

      <section aria-labelledby="customer-orders-title">
        <Title order={2} size="h4" id="customer-orders-title" mb="xs">
          Bestellingen
        </Title>
        {orders.length === 0 ? (
          <Text c="dimmed">Deze klant heeft nog geen bestellingen.</Text>
        ) : (
          <Box>
            <Table.ScrollContainer minWidth={520}>
              <Table verticalSpacing="xs" aria-labelledby="customer-orders-title">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Nr.</Table.Th>
                    <Table.Th>Datum</Table.Th>
                    <Table.Th>Optie</Table.Th>
                    <Table.Th>Porties</Table.Th>
                    <Table.Th>Totaal</Table.Th>
                    <Table.Th>Bron</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {orders.map((order) => (
                    <Table.Tr key={order.id}>
                      <Table.Td>
                        <Anchor component={Link} to={orderEditPath(order.id)} aria-label={`Bestelling ${order.id} aanpassen`}>
                          {order.id}
                        </Anchor>
                      </Table.Td>
                      <Table.Td className={classes.nowrap}>{order.date}</Table.Td>
                      <Table.Td>{order.option}</Table.Td>
                      <Table.Td ta="right">{order.portions}</Table.Td>
                      <Table.Td ta="right" className={classes.nowrap}>
                        {order.total}
                      </Table.Td>
                      <Table.Td>{order.source}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Box>
        )}
      </section>

      <section aria-labelledby="customer-donations-title">
        <Title order={2} size="h4" id="customer-donations-title" mb="xs">
          Donaties
        </Title>
        {donations.length === 0 ? (
          <Text c="dimmed">Deze klant heeft nog geen donaties.</Text>
        ) : (
          <Stack component="ul" gap="xs" className={classes.cards}>
            {donations.map((donation) => (
              <Paper key={donation.id} component="li" withBorder p="xs">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Text fw={600}>{donation.amount}</Text>
                  <Text size="sm">{donation.date}</Text>
                  <Text size="sm">{donation.method}</Text>
                  <Text size="sm">{donation.status}</Text>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </section>

      <CustomerPrivacy customerId={customer.id} onErased={onErased} />
    </Stack>
  );
}
