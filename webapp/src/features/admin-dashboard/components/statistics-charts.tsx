// The statistics drawn as charts (Mantine charts on recharts). Lazily loaded: only the dashboard downloads it.
import '@mantine/charts/styles.css';
import { BarChart, DonutChart } from '@mantine/charts';
import { SimpleGrid, Stack, Table, Title } from '@mantine/core';
import { type ChartRow, formatCount, optionRows, soupRows, sourceRows, type Statistics } from '../statistics';

const COLORS = ['soep.7', 'orange.7', 'indigo.7', 'teal.7', 'grape.7'];

function withColors(rows: ChartRow[]) {
  return rows.map((row, index) => ({ ...row, color: COLORS[index % COLORS.length] ?? 'soep.7' }));
}

/** The numbers behind a chart, for screen readers and for those who prefer a table. */
function NumbersTable({ caption, rows, unit }: { caption: string; rows: ChartRow[]; unit: string }) {
  return (
    <Table striped withTableBorder fz="sm" captionSide="top">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Naam</Table.Th>
          <Table.Th scope="col" ta="right">
            {unit}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.name}>
            <Table.Th scope="row" fw={400}>
              {row.name}
            </Table.Th>
            <Table.Td ta="right">{formatCount(row.value)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Donut({ title, rows }: { title: string; rows: ChartRow[] }) {
  const total = rows.reduce((sum, row) => sum + row.value, 0);
  return (
    <Stack gap="sm" align="center">
      <Title order={3} fz="h5">
        {title}
      </Title>
      <div aria-hidden>
        <DonutChart
          data={withColors(rows).filter((row) => row.value > 0)}
          withTooltip
          tooltipDataSource="segment"
          valueFormatter={formatCount}
          chartLabel={formatCount(total)}
          size={160}
          thickness={26}
          pieChartProps={{ accessibilityLayer: false }}
          pieProps={{ rootTabIndex: -1 }}
        />
      </div>
      <NumbersTable caption={`${title} in cijfers`} rows={rows} unit="Bestellingen" />
    </Stack>
  );
}

export default function StatisticsCharts({ statistics }: { statistics: Statistics }) {
  const soups = soupRows(statistics);
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={3} fz="h5">
          Porties per soep
        </Title>
        {soups.length > 0 ? (
          <>
            <div aria-hidden>
              <BarChart
                h={Math.max(160, soups.length * 44)}
                data={soups}
                dataKey="name"
                orientation="vertical"
                series={[{ name: 'value', label: 'Porties', color: 'soep.7' }]}
                valueFormatter={formatCount}
                xAxisLabel="Porties"
                yAxisProps={{ width: 120 }}
                xAxisProps={{ allowDecimals: false }}
                gridAxis="x"
                barChartProps={{ accessibilityLayer: false }}
              />
            </div>
            <NumbersTable caption="Porties per soep in cijfers" rows={soups} unit="Porties" />
          </>
        ) : (
          <p>Geen porties besteld in deze periode.</p>
        )}
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <Donut title="Bestellingen per bron" rows={sourceRows(statistics)} />
        <Donut title="Ophalen en bezorgen" rows={optionRows(statistics)} />
      </SimpleGrid>
    </Stack>
  );
}
