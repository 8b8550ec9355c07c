// The live order-day board (beyond the spec): the open (or next) order day, portions left per soup, orders in the
// last 15 minutes and a countdown to closing. It polls a cached endpoint (one database query per second in all).
import { Badge, Card, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { useEffect, useId, useMemo, useState } from 'react';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { createQuery, useQuery } from '../../../lib/query';
import { parseUtcIso } from '../../../lib/rules/business-time';
import { formatDate } from '../../../lib/rules/dates';
import { getLiveOrderDay } from '../api/statistics';
import { countdownText, LIVE_POLL_MS, orderedPercent } from '../live-board';
import { formatCount } from '../statistics';

export function LiveOrderDayBoard() {
  const query = useMemo(() => createQuery(getLiveOrderDay), []);
  const { data, status, error, retry } = useQuery(query);
  const [now, setNow] = useState(() => new Date());
  const headingId = useId();
  const tick = useInterval(() => setNow(new Date()), 1000);
  const poll = useInterval(() => query.reload().catch(() => undefined), LIVE_POLL_MS);
  useEffect(() => {
    tick.start();
    poll.start();
    return () => {
      tick.stop();
      poll.stop();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the intervals start once, on mount
  }, []);

  const day = data?.orderday;
  const opens = day ? parseUtcIso(day.bestelling_openings_timestamp) : undefined;
  const closes = day ? parseUtcIso(day.bestelling_sluitings_timestamp) : undefined;
  const open = opens && closes ? opens <= now && now < closes : false;

  return (
    <Card component="section" aria-labelledby={headingId} withBorder padding="lg" mb="lg">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="h3" id={headingId}>
            Besteldag live
          </Title>
          {day && (
            <Badge color={open ? 'soep' : 'gray.8'} variant="filled" size="lg">
              {open ? 'Open' : 'Nog niet open'}
            </Badge>
          )}
        </Group>
        {status === 'error' && !data ? (
          <LoadError onRetry={retry} error={error} message="De besteldag kon niet worden geladen." />
        ) : !data ? (
          <PageSkeleton lines={2} />
        ) : !day || !opens || !closes ? (
          <Text>Er is op dit moment geen besteldag open of gepland.</Text>
        ) : (
          <>
            <Group gap="xl">
              <Text>
                Besteldag <strong>{formatDate(day.bestellingsdag)}</strong>
              </Text>
              <Text aria-live="off">
                {open ? 'Sluit ' : 'Opent '}
                <strong>{countdownText(open ? closes : opens, now)}</strong>
              </Text>
              <Text>
                Bestellingen laatste 15 minuten: <strong>{formatCount(data.recent_orders)}</strong>
              </Text>
            </Group>
            <Table withTableBorder fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Soep</Table.Th>
                  <Table.Th scope="col">Besteld</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Over
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    Wachtlijst
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.products.map((row) => (
                  <Table.Tr key={row.naam}>
                    <Table.Th scope="row" fw={500}>
                      {row.naam}
                    </Table.Th>
                    <Table.Td miw={140}>
                      <Progress
                        value={orderedPercent(row.hoeveelheid, row.besteld)}
                        aria-label={`${row.naam}: ${row.besteld} van ${row.hoeveelheid} besteld`}
                        color={row.over === 0 ? 'red.9' : 'soep.7'}
                      />
                    </Table.Td>
                    <Table.Td ta="right">
                      {formatCount(row.over)} van {formatCount(row.hoeveelheid)}
                    </Table.Td>
                    <Table.Td ta="right">{formatCount(row.wachtend)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
      </Stack>
    </Card>
  );
}
