// The order days of one tab: a row per day (select with the radio or a click, double-click edits) that expands
// to show the four moments as 'date om time'.
import { ActionIcon, Box, Radio, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { formatDate } from '../../../lib/rules/dates';
import { momentText } from '../order-day-list';
import type { OrderDay } from '../types';
import classes from './order-days.module.css';
import { StateCell } from './yes-no';

interface OrderDaysTableProps {
  days: readonly OrderDay[];
  emptyText: string;
  /** Name of the radio group (each table has its own). */
  radioName?: string;
  selectedId: number | null;
  onSelect: (id: number) => void;
  onEdit: (id: number) => void;
}

const COLUMNS = [
  'ID',
  'Aangemaakt door',
  'Besteldag',
  'Inschrijving open',
  'Zichtbaar',
  'Bestellingen',
  'Totaal producten',
  'Besteld',
  'Beschikbaar',
];

export function OrderDaysTable(props: OrderDaysTableProps) {
  const { days, emptyText, radioName = 'orderday', selectedId, onSelect, onEdit } = props;
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Box className={classes.scroller}>
      <Table highlightOnHover verticalSpacing="xs" className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <VisuallyHidden>Selecteren</VisuallyHidden>
            </Table.Th>
            <Table.Th>
              <VisuallyHidden>Details</VisuallyHidden>
            </Table.Th>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {days.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS.length + 2}>
                <Text c="dimmed">{emptyText}</Text>
              </Table.Td>
            </Table.Tr>
          )}
          {days.map((day) => {
            const open = expanded.has(day.id);
            const selected = day.id === selectedId;
            const detailsId = `${radioName}-details-${day.id}`;
            const date = formatDate(day.bestellingsdag);
            return (
              <Fragment key={day.id}>
                <Table.Tr
                  data-testid={`orderday-row-${day.id}`}
                  bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
                  onClick={() => onSelect(day.id)}
                  onDoubleClick={() => onEdit(day.id)}
                  className={classes.row}
                >
                  <Table.Td className={classes.control}>
                    <Radio
                      name={radioName}
                      checked={selected}
                      onChange={() => onSelect(day.id)}
                      aria-label={`Besteldag ${date} (ID ${day.id}) selecteren`}
                    />
                  </Table.Td>
                  <Table.Td className={classes.control}>
                    <ActionIcon
                      variant="subtle"
                      aria-expanded={open}
                      aria-controls={open ? detailsId : undefined}
                      aria-label={`${open ? 'Details verbergen' : 'Details tonen'} van ${date}`}
                      onClick={(event) => {
                        event.stopPropagation();
                        toggle(day.id);
                      }}
                    >
                      {open ? <IconChevronDown size={18} aria-hidden /> : <IconChevronRight size={18} aria-hidden />}
                    </ActionIcon>
                  </Table.Td>
                  <Table.Td data-label={COLUMNS[0]}>{day.id}</Table.Td>
                  <Table.Td data-label={COLUMNS[1]}>{day.user?.name ?? '–'}</Table.Td>
                  <Table.Td data-label={COLUMNS[2]} className={classes.nowrap}>
                    {date}
                  </Table.Td>
                  <Table.Td data-label={COLUMNS[3]}>
                    <StateCell status={day.inschrijving_status} switchOn={day.inschrijving_geopend} />
                  </Table.Td>
                  <Table.Td data-label={COLUMNS[4]}>
                    <StateCell status={day.zichtbaar_status} switchOn={day.zichtbaar} />
                  </Table.Td>
                  <Table.Td data-label={COLUMNS[5]}>{day.bestellingen}</Table.Td>
                  <Table.Td data-label={COLUMNS[6]}>{day.totale_producten}</Table.Td>
                  <Table.Td data-label={COLUMNS[7]}>{day.bestelde_producten}</Table.Td>
                  <Table.Td data-label={COLUMNS[8]}>{day.beschikbare_producten}</Table.Td>
                </Table.Tr>
                {open && (
                  <Table.Tr id={detailsId} className={classes.detailsRow}>
                    <Table.Td colSpan={COLUMNS.length + 2}>
                      <OrderDayDetails day={day} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

function OrderDayDetails({ day }: { day: OrderDay }) {
  const moments: [string, string][] = [
    ['Inschrijving opent', day.bestelling_openings_timestamp],
    ['Inschrijving sluit', day.bestelling_sluitings_timestamp],
    ['Zichtbaar vanaf', day.bestelling_zichtbaar_timestamp],
    ['Onzichtbaar vanaf', day.bestelling_onzichtbaar_timestamp],
  ];
  return (
    <dl className={classes.details}>
      {moments.map(([label, utc]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{momentText(utc)}</dd>
        </Fragment>
      ))}
      <dt>Maximaal per klant</dt>
      <dd>{day.maximale_producten_per_klant}</dd>
      <dt>Soepen</dt>
      <dd>
        {day.products.length === 0
          ? '–'
          : day.products.map((row) => `${row.naam.naam} (${row.besteld} van ${row.hoeveelheid} besteld)`).join(', ')}
      </dd>
    </dl>
  );
}
