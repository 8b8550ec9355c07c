// The dashboard's statistics (GET get_statistics): a period filter, the key counts and, lazily, the charts.
import { Card, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { createQuery, useQuery } from '../../../lib/query';
import { businessDate } from '../../../lib/rules/business-time';
import { getStatistics } from '../api/statistics';
import { formatEuro } from '../../../lib/rules/money';
import { formatCount, PERIODS, type PeriodKey, periodRange } from '../statistics';

const StatisticsCharts = lazy(() => import('./statistics-charts'));

function KeyFigure({ label, value, detail }: { label: string; value: number; detail?: string }) {
  return (
    <Card withBorder padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {formatCount(value)}
      </Text>
      {detail && (
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      )}
    </Card>
  );
}

export function StatisticsPanel() {
  const [period, setPeriod] = useState<PeriodKey>('kwartaal');
  const query = useMemo(() => createQuery(() => getStatistics(periodRange(period, businessDate(new Date())))), [period]);
  const { status, data, error, retry } = useQuery(query);
  const headingId = useId();

  return (
    <Card component="section" aria-labelledby={headingId} withBorder padding="lg" mb="lg">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="h3" id={headingId}>
            Statistieken
          </Title>
          <SegmentedControl
            aria-label="Periode"
            value={period}
            onChange={(value) => setPeriod(value as PeriodKey)}
            data={PERIODS.map((p) => ({ value: p.value, label: p.label }))}
          />
        </Group>
        {status === 'error' && !data ? (
          <LoadError onRetry={retry} error={error} message="De statistieken konden niet worden geladen." />
        ) : !data ? (
          <PageSkeleton lines={3} />
        ) : (
          <Stack gap="lg" aria-busy={status === 'loading'}>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
              <KeyFigure label="Besteldagen" value={data.orderdays} />
              <KeyFigure label="Klanten" value={data.customers} />
              <KeyFigure label="Bestellingen" value={data.orders} />
              <KeyFigure
                label="Donaties"
                value={data.donations ?? 0}
                detail={`${formatEuro(data.donations_bedrag ?? 0)} ontvangen`}
              />
            </SimpleGrid>
            <Suspense fallback={<PageSkeleton lines={4} />}>
              <StatisticsCharts statistics={data} />
            </Suspense>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
