// The orders of one page: a table from `sm` up, cards on a phone. A row (or card) click opens the order; the order
// number is also a real link, for keyboard and screen-reader users.
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { RecordCard, RecordFields, RecordList } from '../../../components/record-list';
import type { OrderRow } from '../order-list';
import { orderEditPath } from '../paths';
import { MailSent } from './mail-sent';
import classes from '../../../components/record-list.module.css';

interface OrdersTableProps {
  rows: OrderRow[];
  emptyText: string;
  onOpen: (id: number) => void;
}

function NumberLink({ row, children, fw }: { row: OrderRow; children: string; fw?: number }) {
  return (
    <Anchor
      component={Link}
      to={orderEditPath(row.id)}
      fw={fw}
      aria-label={`Bestelling ${row.number} aanpassen`}
      onClick={(event) => event.stopPropagation()}
    >
      {children}
    </Anchor>
  );
}

export function OrdersTable({ rows, emptyText, onOpen }: OrdersTableProps) {
  if (rows.length === 0) {
    return (
      <Text c="dimmed" my="md" data-testid="orders-empty">
        {emptyText}
      </Text>
    );
  }
  return (
    <RecordList
      label="Bestellingen"
      rows={rows}
      rowKey={(row) => row.id}
      minWidth={900}
      rowProps={(row) => ({ onClick: () => onOpen(row.id) })}
      columns={[
        { head: 'Nr.', cell: (row) => <NumberLink row={row}>{row.number}</NumberLink> },
        { head: 'Besteldag', cell: (row) => row.orderDays || '–', nowrap: true },
        { head: 'Besteld op', cell: (row) => row.date, nowrap: true },
        { head: 'Naam', cell: (row) => row.name },
        {
          head: 'Adres',
          cell: (row) => (
            <>
              {row.address}
              <br />
              <Text span size="sm" c="dimmed" className={classes.nowrap}>
                {row.place}
              </Text>
            </>
          ),
        },
        { head: 'Optie', cell: (row) => row.option },
        { head: 'Porties', cell: (row) => row.portions, right: true },
        { head: 'Totaal', cell: (row) => row.total, right: true, nowrap: true },
        { head: 'Bron', cell: (row) => row.source },
        { head: 'Mail', cell: (row) => <MailSent state={row.mail} /> },
      ]}
      card={(row) => (
        <RecordCard onClick={() => onOpen(row.id)}>
          <NumberLink row={row} fw={700}>{`Bestelling ${row.number}`}</NumberLink>
          <RecordFields
            fields={[
              ['Besteldag', row.orderDays || '–'],
              ['Besteld op', row.date],
              ['Naam', row.name],
              ['Adres', `${row.address}, ${row.place}`],
              ['Optie', row.option],
              ['Porties', row.portions],
              ['Totaal', row.total],
              ['Bron', row.source],
              ['Mail', <MailSent state={row.mail} />],
            ]}
          />
        </RecordCard>
      )}
    />
  );
}
