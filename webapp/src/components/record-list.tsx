// An admin list shown two ways under one name: a table from the `sm` breakpoint up (scrolling sideways when narrow)
// and, on a phone, a list of cards (a `ul` of `RecordCard`s with a `RecordFields` list). The caller says the columns
// once and draws the card; the table name and the list name are the same `label`. A list may have a selected row
// (`selected`, with a radio in a column and on the card) and rows that open on a double-click.
import { Box, Paper, Stack, Table, Text, type PaperProps } from '@mantine/core';
import { Fragment, type Key, type ReactNode } from 'react';
import classes from './record-list.module.css';

export interface RecordColumn<T> {
  /** The column head: a word, or a node (e.g. a VisuallyHidden 'Acties'). */
  head: ReactNode;
  cell: (row: T) => ReactNode;
  /** Right-aligned (amounts). */
  right?: boolean;
  /** Kept on one line (dates, amounts, phone numbers). */
  nowrap?: boolean;
  /** A fixed width in pixels (a radio column). */
  width?: number;
}

/** What a table row gets besides its cells: a test id, a click that opens (or selects) the record, a double-click
 * that opens it, whether it is the selected row. */
export interface RecordRowProps {
  'data-testid'?: string;
  onClick?: () => void;
  onDoubleClick?: () => void;
  /** Lists with a selection: the row is marked `aria-selected` and highlighted. */
  selected?: boolean;
}

interface RecordListProps<T> {
  /** The accessible name of both the table and the card list. */
  label: string;
  rows: readonly T[];
  rowKey: (row: T) => Key;
  columns: readonly RecordColumn<T>[];
  /** The phone card of a row: a `RecordCard` (an `li`). */
  card: (row: T) => ReactNode;
  /** Below this width the table scrolls sideways. */
  minWidth: number;
  rowProps?: (row: T) => RecordRowProps;
  /** Shown when there are no rows: a row of the (still shown) table, a line of text on a phone. Without it the
   * caller shows its own empty state instead of the list. */
  emptyText?: string;
}

function rowClass({ onClick, onDoubleClick, selected }: RecordRowProps): string | undefined {
  const names = [onClick || onDoubleClick ? classes.row : '', selected ? classes.selected : ''].filter(Boolean);
  return names.length > 0 ? names.join(' ') : undefined;
}

export function RecordList<T>({ label, rows, rowKey, columns, card, minWidth, rowProps, emptyText }: RecordListProps<T>) {
  const clickable =
    rowProps !== undefined && rows.some((row) => rowProps(row).onClick !== undefined || rowProps(row).onDoubleClick !== undefined);
  return (
    <>
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={minWidth}>
          <Table highlightOnHover={clickable} verticalSpacing="xs" aria-label={label}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column, index) => (
                  <Table.Th key={index} ta={column.right ? 'right' : undefined} w={column.width}>
                    {column.head}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && emptyText !== undefined && (
                <Table.Tr>
                  <Table.Td colSpan={columns.length}>
                    <Text c="dimmed">{emptyText}</Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {rows.map((row) => {
                const { selected, ...extra } = rowProps?.(row) ?? {};
                return (
                  <Table.Tr
                    key={rowKey(row)}
                    className={rowClass({ ...extra, selected })}
                    aria-selected={selected}
                    {...extra}
                  >
                    {columns.map((column, index) => (
                      <Table.Td
                        key={index}
                        ta={column.right ? 'right' : undefined}
                        className={column.nowrap ? classes.nowrap : undefined}
                      >
                        {column.cell(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      {rows.length === 0 && emptyText !== undefined ? (
        <Text c="dimmed" hiddenFrom="sm">
          {emptyText}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" hiddenFrom="sm" aria-label={label} className={classes.cards}>
          {rows.map((row) => (
            <Fragment key={rowKey(row)}>{card(row)}</Fragment>
          ))}
        </Stack>
      )}
    </>
  );
}

interface RecordCardProps extends Omit<PaperProps, 'component'> {
  children: ReactNode;
  'data-testid'?: string;
  /** A click anywhere on the card opens (or selects) the record (its title stays a real link or a radio for the
   * keyboard). */
  onClick?: () => void;
  onDoubleClick?: () => void;
  /** Lists with a selection: the card is the selected one. */
  selected?: boolean;
}

/** A phone card: a bordered `li` of the card list. */
export function RecordCard({ children, onClick, onDoubleClick, selected, ...rest }: RecordCardProps) {
  const className = [onClick ? classes.card : '', selected ? classes.cardSelected : ''].filter(Boolean).join(' ');
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      radius="md"
      className={className || undefined}
      onClick={onClick}
      onDoubleClick={onDoubleClick}
      {...rest}
    >
      {children}
    </Paper>
  );
}

/** A card's fields as a definition list: label, value. */
export function RecordFields({ fields }: { fields: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className={classes.fields}>
      {fields.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** A table cell's text with a smaller, dimmed second line when there is one (a company name, a phone number). */
export function WithSecondLine({ children, second }: { children: ReactNode; second: string | null | undefined }) {
  return (
    <>
      {children}
      {second && (
        <Text size="sm" c="dimmed">
          {second}
        </Text>
      )}
    </>
  );
}
