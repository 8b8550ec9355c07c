// Bestellijsten (spec document 2 section 2, admin/bezorglijsten): the next delivery day on top, tabs 'Leverdagen'
// (today and later) and 'Archief' (earlier) in ?activeTab, per day its counts and its delivery lists; paged.
import { Button, Card, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { ListTabs } from '../../../components/list-tabs';
import { PageHeading } from '../../../components/page-heading';
import { getBestellijsten } from '../api/get-bestellijsten';
import { dayWithWeekday, parseTab, TAB_LABELS, TAB_PARAM, type DeliveryTab } from '../delivery-rules';
import { dayPath, newListPath } from '../paths';
import type { DeliveryDaySummary } from '../types';
import { DeliveryListLinks } from './delivery-list-links';
import { useLoad } from './use-load';
import { counted } from '../../../lib/rules/counted';

const TABS: DeliveryTab[] = ['leverdagen', 'archief'];
const EMPTY: Record<DeliveryTab, string> = {
  leverdagen: 'Er zijn geen komende leverdagen.',
  archief: 'Er zijn nog geen leverdagen in het archief.',
};

export function DeliveryOverviewPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseTab(searchParams.get(TAB_PARAM));
  const [page, setPage] = useState(1);
  const next = useLoad(() => getBestellijsten('leverdagen', 1, 1), 'next');
  const list = useLoad(() => getBestellijsten(tab, page), `${tab}-${page}`);

  const changeTab = (value: string | null) => {
    setPage(1);
    setSearchParams((params) => {
      params.set(TAB_PARAM, parseTab(value));
      return params;
    });
  };

  return (
    <>
      <PageHeading title="Bestellijsten" />
      <section aria-labelledby="next-delivery-day">
        <Title order={2} size="h4" id="next-delivery-day" mb="xs">
          Eerstvolgende leverdag
        </Title>
        {next.state.status === 'loading' && <PageSkeleton lines={2} />}
        {next.state.status === 'error' && <LoadError onRetry={() => void next.reload()} error={next.state.error} />}
        {next.state.status === 'ready' &&
          (next.state.data.data[0] ? (
            <DayCard day={next.state.data.data[0]} headingLevel={3} />
          ) : (
            <Text c="dimmed">Er is nog geen volgende leverdag gepland.</Text>
          ))}
      </section>
      <ListTabs tabs={TABS} labels={TAB_LABELS} value={tab} onChange={changeTab}>
        {(value) => (
          <>
            {list.state.status === 'loading' && <PageSkeleton />}
            {list.state.status === 'error' && <LoadError onRetry={() => void list.reload()} error={list.state.error} />}
            {list.state.status === 'ready' && (
              <Stack gap="md">
                {list.state.data.data.length === 0 && <Text c="dimmed">{EMPTY[value]}</Text>}
                {list.state.data.data.map((day) => (
                  <DayCard key={day.id} day={day} headingLevel={3} />
                ))}
                {list.state.data.last_page > 1 && (
                  <Pagination
                    total={list.state.data.last_page}
                    value={page}
                    onChange={setPage}
                    getControlProps={(control) => ({ 'aria-label': `Pagina ${control}` })}
                  />
                )}
              </Stack>
            )}
          </>
        )}
      </ListTabs>
    </>
  );
}

function DayCard({ day, headingLevel }: { day: DeliveryDaySummary; headingLevel: 2 | 3 }) {
  return (
    <Card withBorder padding="md" component="article" aria-label={`Leverdag ${dayWithWeekday(day.bestellingsdag)}`}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div>
          <Title order={headingLevel} size="h5">
            {dayWithWeekday(day.bestellingsdag)}
          </Title>
          <Text size="sm">
            {counted(day.bestellingen, 'bestelling', 'bestellingen')} · {day.bezorgen} bezorgen · {day.ophalen} ophalen
          </Text>
        </div>
        <Group gap="xs">
          <Button component={Link} to={dayPath(day.id)} variant="light">
            Bekijken
          </Button>
          <Button component={Link} to={newListPath(day.id)} variant="outline">
            Bezorglijst toevoegen
          </Button>
        </Group>
      </Group>
      <Stack mt="sm" gap={4}>
        <DeliveryListLinks lists={day.bezorglijsten} />
      </Stack>
    </Card>
  );
}
