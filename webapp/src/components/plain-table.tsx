// Mantine's striped Table (@mantine/core 9.7, default spacing and row borders) as plain markup: the same elements,
// class names, data attributes and CSS variable, so the app's stylesheet draws it exactly the same, without Mantine's
// Table JavaScript, which brings its scroll container and with it floating-ui (issue 24: the monthly gift's page
// within 150 KB of gzipped JavaScript, decision 0122). For a public page's small read-only tables.
import type { CSSProperties, ReactNode } from 'react';

/** Table's default vertical spacing (7 px), as Mantine writes it. */
const TABLE_STYLE = { '--table-vertical-spacing': 'calc(0.4375rem * var(--mantine-scale))' } as CSSProperties;
const ROW = { className: 'm_4e7aa4fd mantine-Table-tr', 'data-with-row-border': 'true', 'data-striped': 'odd' };

export interface PlainTableRow {
  key: string;
  cells: readonly ReactNode[];
}

/** `<Table striped>` with a head row of `head` and a row of cells per `rows` entry. */
export function PlainTable({ head, rows }: { head: readonly string[]; rows: readonly PlainTableRow[] }) {
  return (
    <table className="m_b23fa0ef mantine-Table-table" style={TABLE_STYLE}>
      <thead className="m_b242d975 mantine-Table-thead">
        <tr {...ROW}>
          {head.map((label) => (
            <th key={label} className="m_4e7aa4f3 mantine-Table-th">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="m_b2404537 mantine-Table-tbody">
        {rows.map((row) => (
          <tr key={row.key} {...ROW}>
            {row.cells.map((cell, index) => (
              <td key={index} className="m_4e7aa4ef mantine-Table-td">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
