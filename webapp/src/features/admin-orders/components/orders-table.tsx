// The orders of one page: a table from `sm` up, cards on a phone. A row (or card) click opens the order; the order
// number is also a real link, for keyboard and screen-reader users.
import { Anchor, Box, Paper, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { OrderRow } from '../order-list';
import { orderEditPath } from '../paths';
import { MailSent } from './mail-sent';
import classes from '../../../components/record-list.module.css';

interface OrdersTableProps {
  rows: OrderRow[];
  emptyText: string;
  onOpen: (id: number) => void;
}

const COLUMNS = ['Nr.', 'Besteldag', 'Besteld op', 'Naam', 'Adres', 'Optie', 'Porties', 'Totaal', 'Bron', 'Mail'];

export function OrdersTable({ rows, emptyText, onOpen }: OrdersTableProps) {
  if (rows.length === 0) {
    return (
      <Text c="dimmed" my="md" data-testid="orders-empty">
        {emptyText}
      </Text>
    );
  }
  return (
    <>
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={900}>
          <Table highlightOnHover verticalSpacing="xs" aria-label="Bestellingen">
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((column) => (
                  <Table.Th key={column}>{column}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id} className={classes.row} onClick={() => onOpen(row.id)}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={orderEditPath(row.id)}
                      aria-label={`Bestelling ${row.number} aanpassen`}
                      onClick={(event) => event.stopPropagation()}
                    >
                      {row.number}
                    </Anchor>
                  </Table.Td>
                  <Table.Td className={classes.nowrap}>{row.orderDays || '–'}</Table.Td>
                  <Table.Td className={classes.nowrap}>{row.date}</Table.Td>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td>
                    {row.address}
                    <br />
                    <Text span size="sm" c="dimmed" className={classes.nowrap}>
                      {row.place}
                    </Text>
                  </Table.Td>
                  <Table.Td>{row.option}</Table.Td>
                  <Table.Td ta="right">{row.portions}</Table.Td>
                  <Table.Td ta="right" className={classes.nowrap}>
                    {row.total}
                  </Table.Td>
                  <Table.Td>{row.source}</Table.Td>
                  <Table.Td>
                    <MailSent state={row.mail} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      <Stack component="ul" gap="sm" hiddenFrom="sm" aria-label="Bestellingen" className={classes.cards}>
        {rows.map((row) => (
          <Paper
            key={row.id}
            component="li"
            withBorder
            p="sm"
            radius="md"
            className={classes.card}
            onClick={() => onOpen(row.id)}
          >
            <Anchor
              component={Link}
              to={orderEditPath(row.id)}
              fw={700}
              aria-label={`Bestelling ${row.number} aanpassen`}
              onClick={(event) => event.stopPropagation()}
            >
              Bestelling {row.number}
            </Anchor>
            <dl className={classes.fields}>
              <dt>Besteldag</dt>
              <dd>{row.orderDays || '–'}</dd>
              <dt>Besteld op</dt>
              <dd>{row.date}</dd>
              <dt>Naam</dt>
              <dd>{row.name}</dd>
              <dt>Adres</dt>
              <dd>
                {row.address}, {row.place}
              </dd>
              <dt>Optie</dt>
              <dd>{row.option}</dd>
              <dt>Porties</dt>
              <dd>{row.portions}</dd>
              <dt>Totaal</dt>
              <dd>{row.total}</dd>
              <dt>Bron</dt>
              <dd>{row.source}</dd>
              <dt>Mail</dt>
              <dd>
                <MailSent state={row.mail} />
              </dd>
            </dl>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
