// The standing customers with their amount and pickup/delivery, each with a tick box (untick to leave one out).
import { Checkbox, Table } from '@mantine/core';
import { fullName, OPTION_LABELS, optionOf } from '../bulk-order';
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
    <Table.ScrollContainer minWidth={520}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Alle vaste klanten selecteren"
                checked={all}
                indeterminate={some && !all}
                onChange={(event) => onAll(event.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th>Klant</Table.Th>
            <Table.Th>Aantal</Table.Th>
            <Table.Th>Ophalen/bezorgen</Table.Th>
            <Table.Th>E-mail</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {customers.map((customer) => {
            const name = fullName(customer);
            return (
              <Table.Tr key={customer.id}>
                <Table.Td>
                  <Checkbox
                    aria-label={`${name} meenemen`}
                    checked={ticked.has(customer.id)}
                    onChange={(event) => onToggle(customer.id, event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  {name}
                  {customer.bedrijfsnaam ? ` (${customer.bedrijfsnaam})` : ''}
                </Table.Td>
                <Table.Td>{customer.vaste_klant_producten ?? 0}</Table.Td>
                <Table.Td>{OPTION_LABELS[optionOf(customer)]}</Table.Td>
                <Table.Td>{customer.vaste_klant_mailen ? 'Ja' : 'Nee'}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
