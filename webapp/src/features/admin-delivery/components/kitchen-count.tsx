// The kitchen count under the delivery day (issue 27): portions per soup, split pickup/delivery and per delivery
// list, with the care notes and remarks of the customers who take that soup.
import { List, Table, Text, Title } from '@mantine/core';
import { LoadError } from '../../../components/load-state';
import { getKitchenCount, type SoupCount } from '../api/kitchen';
import { useLoad } from './use-load';

export function KitchenCountSection({ dayId, version }: { dayId: number; version: string }) {
  const { state, reload } = useLoad(() => getKitchenCount(dayId), `${dayId}-${version}`);
  if (state.status === 'loading') return <Text c="dimmed">Keukenlijst laden…</Text>;
  if (state.status === 'error') return <LoadError onRetry={() => void reload()} error={state.error} />;
  const count = state.data;
  if (count.soepen.length === 0) return <Text c="dimmed">Nog geen bestellingen.</Text>;
  return (
    <section aria-labelledby="keukenlijst-titel">
      <Title order={2} size="h4" mt="lg" mb="xs" id="keukenlijst-titel">
        Keukenlijst
      </Title>
      <Text size="sm" mb="xs">
        {count.totaal} porties in {count.bestellingen} bestellingen: ophalen {count.ophalen}, bezorgen{' '}
        {count.bezorgen}
      </Text>
      {count.soepen.map((soup) => (
        <SoupBlock key={soup.orderday_product_id} soup={soup} />
      ))}
    </section>
  );
}

function SoupBlock({ soup }: { soup: SoupCount }) {
  return (
    <div>
      <Title order={3} size="h5" mt="sm">
        {soup.naam}: {soup.totaal} {soup.totaal === 1 ? 'portie' : 'porties'}
      </Title>
      <Table.ScrollContainer minWidth={280}>
        <Table withTableBorder>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">Ophalen</Table.Th>
              <Table.Td>{soup.ophalen}</Table.Td>
            </Table.Tr>
            {soup.per_lijst.map((row) => (
              <Table.Tr key={row.bezorglijst_id ?? 'los'}>
                <Table.Th scope="row">Bezorgen: {row.naam}</Table.Th>
                <Table.Td>{row.porties}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {soup.notities.length > 0 && (
        <List size="sm" mt={4} aria-label={`Notities bij ${soup.naam}`}>
          {soup.notities.map((note) => (
            <List.Item key={note.order_id}>
              {note.naam} ({note.porties}): {[note.notitie, note.opmerking].filter(Boolean).join(' / ')}
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
