// The standing customers with their amount and pickup/delivery, each with a tick box (untick to leave one out). On a
// phone the table fits the screen: amount, pickup/delivery and e-mail move under the name instead of into columns.
import { Checkbox, Table, Text } from '@mantine/core';
import { counted } from '../../../lib/rules/counted';
import { fullName, OPTION_LABELS, optionOf } from '../bulk-order';
import classes from './customer-table.module.css';
import type { StandingCustomer } from '../types';

interface CustomerTableProps {
  customers: StandingCustomer[];
  ticked: ReadonlySet<number>;
  onToggle: (id: number, on: boolean) => void;
  onAll: (on: boolean) => void;
}

export function CustomerTable({ customers, ticked, onToggle, onAll }: CustomerTableProps) {
  const all = customers.every((c) => ticked.has(c.id));
  const some = customers.some((c) => ticked.has(c.id));
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table striped highlightOnHover verticalSpacing="xs" className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                size="md"
                aria-label="Alle vaste klanten selecteren"
                checked={all}
                indeterminate={some && !all}
                onChange={(event) => onAll(event.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th>Klant</Table.Th>
            <Table.Th className={classes.wide}>Aantal</Table.Th>
            <Table.Th className={classes.wide}>Ophalen/bezorgen</Table.Th>
            <Table.Th className={classes.wide}>E-mail</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {customers.map((customer) => {
            const name = fullName(customer);
            return (
              <Table.Tr key={customer.id}>
                <Table.Td>
                  <Checkbox
                    size="md"
                    aria-label={`${name} meenemen`}
                    checked={ticked.has(customer.id)}
                    onChange={(event) => onToggle(customer.id, event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  {name}
                  {customer.bedrijfsnaam ? ` (${customer.bedrijfsnaam})` : ''}
                  <Text size="sm" c="dimmed" className={classes.narrow}>
                    {counted(customer.vaste_klant_producten ?? 0, 'portie', 'porties')} ·{' '}
                    {OPTION_LABELS[optionOf(customer)]} · {customer.vaste_klant_mailen ? 'met e-mail' : 'zonder e-mail'}
                  </Text>
                </Table.Td>
                <Table.Td className={classes.wide}>{customer.vaste_klant_producten ?? 0}</Table.Td>
                <Table.Td className={classes.wide}>{OPTION_LABELS[optionOf(customer)]}</Table.Td>
                <Table.Td className={classes.wide}>{customer.vaste_klant_mailen ? 'Ja' : 'Nee'}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
