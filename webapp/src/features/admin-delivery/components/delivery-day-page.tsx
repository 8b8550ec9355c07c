// A delivery day (route Leverdag/{leverdag}, 'leverdag-bekijken'): tabs 'Bezorgen' and 'Ophalen' with every order,
// totals per soup, the kitchen count (issue 27), the day's delivery lists, a print view of the pickup list and the Excel download.
import { Button, Group, Table, Tabs, Text, Title } from '@mantine/core';
import { IconPlus, IconPrinter } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { downloadClientList } from '../api/download-client-list';
import { downloadKitchenCount } from '../api/kitchen';
import { getBesteldag } from '../api/get-besteldag';
import { dayWithWeekday, portionsText } from '../delivery-rules';
import { newListPath } from '../paths';
import type { DayOrder, DeliveryDay } from '../types';
import classes from './delivery.module.css';
import { DeliveryListLinks } from './delivery-list-links';
import { CareNoteEditor } from './care-note-editor';
import { DownloadButton } from './download-button';
import { KitchenCountSection } from './kitchen-count';
import { LabelDownload } from './label-download';
import { OrderCard } from './order-card';
import { useLoad } from './use-load';

type DayTab = 'bezorgen' | 'ophalen';

export function DeliveryDayPage() {
  const { leverdag = '' } = useParams();
  const { state, reload } = useLoad(() => getBesteldag(leverdag), leverdag);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: DayTab = searchParams.get('activeTab') === 'ophalen' ? 'ophalen' : 'bezorgen';

  if (state.status === 'loading') return <PageSkeleton />;
  if (state.status === 'error') return <LoadError onRetry={() => void reload()} error={state.error} />;
  const day = state.data;
  const title = `Leverdag ${dayWithWeekday(day.orderday.bestellingsdag)}`;
  const delivery = day.orders.filter((o) => o.bezorg_optie === 'bezorgen');
  const pickup = day.orders.filter((o) => o.bezorg_optie === 'ophalen');
  const listName = new Map(day.bezorglijsten.map((l) => [l.id, l.naam]));
  const noteEditor = (order: DayOrder) =>
    order.customer_id !== null && (
      <CareNoteEditor
        customerId={order.customer_id}
        naam={order.naam}
        note={order.bezorg_notitie}
        onSaved={() => void reload(true)}
      />
    );

  return (
    <>
      <PageHeading title={title} />
      <Group gap="sm" mb="md" wrap="wrap">
        <Button component={Link} to={newListPath(day.orderday.id)} leftSection={<IconPlus size={18} aria-hidden />}>
          Bezorglijst toevoegen
        </Button>
        <DownloadButton
          label="Klantenlijst (Excel)"
          fetchFile={(onProgress) => downloadClientList(day.orderday.id, onProgress)}
        />
        <DownloadButton
          label="Keukenlijst (PDF)"
          fetchFile={(onProgress) => downloadKitchenCount(day.orderday.id, onProgress)}
        />
        <Button
          variant="default"
          leftSection={<IconPrinter size={18} aria-hidden />}
          onClick={() => window.print()}
        >
          Ophaallijst afdrukken
        </Button>
      </Group>
      <LabelDownload dayId={day.orderday.id} />

      <Title order={2} size="h4" mt="lg" mb="xs">
        Totaal per soep
      </Title>
      <SoupTotals day={day} />
      <KitchenCountSection dayId={day.orderday.id} version={JSON.stringify([day.totalen, day.orders.map((o) => o.bezorg_notitie)])} />

      <Title order={2} size="h4" mt="lg" mb="xs">
        Bezorglijsten
      </Title>
      <DeliveryListLinks lists={day.bezorglijsten} />

      <Tabs
        value={tab}
        onChange={(value) =>
          setSearchParams((params) => {
            params.set('activeTab', value === 'ophalen' ? 'ophalen' : 'bezorgen');
            return params;
          })
        }
        mt="xl"
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="bezorgen">Bezorgen ({delivery.length})</Tabs.Tab>
          <Tabs.Tab value="ophalen">Ophalen ({pickup.length})</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="bezorgen">
          {delivery.length === 0 && <Text c="dimmed">Geen bestellingen om te bezorgen.</Text>}
          <ul className={classes.cards}>
            {delivery.map((order) => (
              <OrderCard
                key={order.id}
                order={order}
                extra={
                  <>
                    <Text size="sm" fw={order.bezorglijst_id ? undefined : 600}>
                      {order.bezorglijst_id
                        ? `Op bezorglijst ${listName.get(order.bezorglijst_id) ?? ''} (stop ${(order.sort_key ?? 0) + 1})`
                        : 'Nog op geen bezorglijst'}
                    </Text>
                    {noteEditor(order)}
                  </>
                }
              />
            ))}
          </ul>
        </Tabs.Panel>
        <Tabs.Panel value="ophalen">
          {pickup.length === 0 && <Text c="dimmed">Geen bestellingen om op te halen.</Text>}
          <ul className={classes.cards}>
            {pickup.map((order) => (
              <OrderCard key={order.id} order={order} extra={noteEditor(order)} />
            ))}
          </ul>
        </Tabs.Panel>
      </Tabs>

      <div className={classes.printOnly} aria-hidden>
        <h1>Ophaallijst {dayWithWeekday(day.orderday.bestellingsdag)}</h1>
        <table>
          <thead>
            <tr>
              <th>Naam</th>
              <th>Telefoon</th>
              <th>Soep</th>
              <th>Opmerking</th>
              <th>Opgehaald</th>
            </tr>
          </thead>
          <tbody>
            {pickup.map((order) => (
              <tr key={order.id}>
                <td>{order.naam}</td>
                <td>{order.telefoonnummer}</td>
                <td>{portionsText(order)}</td>
                <td>
                  {order.opmerking}
                  {order.bezorg_notitie ? ` Let op: ${order.bezorg_notitie}` : ''}
                </td>
                <td>☐</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          Totaal:{' '}
          {day.totalen
            .filter((t) => t.ophalen > 0)
            .map((t) => `${t.ophalen}× ${t.naam}`)
            .join(', ')}
        </p>
      </div>
    </>
  );
}

function SoupTotals({ day }: { day: DeliveryDay }) {
  if (day.totalen.length === 0) return <Text c="dimmed">Nog geen bestellingen.</Text>;
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Soep</Table.Th>
            <Table.Th scope="col">Bezorgen</Table.Th>
            <Table.Th scope="col">Ophalen</Table.Th>
            <Table.Th scope="col">Totaal</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {day.totalen.map((t) => (
            <Table.Tr key={t.orderday_product_id}>
              <Table.Th scope="row">{t.naam}</Table.Th>
              <Table.Td>{t.bezorgen}</Table.Td>
              <Table.Td>{t.ophalen}</Table.Td>
              <Table.Td>{t.totaal}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
