// The admin start page: a welcome and the parts of the back office this user may use.
import { Card, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { ShopSwitchesPanel } from '../../features/admin-dashboard/components/shop-switches-panel';
import { useSessionUser } from '../../lib/stores/session-store';
import { adminMenuFor } from './admin-menu';

export function AdminIndexPage() {
  const user = useSessionUser();
  const entries = adminMenuFor(user?.rol).filter((entry) => entry.to !== '/admin');
  const isManager = user?.rol === 'superuser' || user?.rol === 'beheerder';
  return (
    <>
      <PageHeading title="Beheer" />
      <Text mb="lg">Welkom{user ? `, ${user.name}` : ''}. Kies een onderdeel.</Text>
      {isManager && <ShopSwitchesPanel />}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0 }}>
        {entries.map((entry) => (
          <li key={entry.to}>
            <Card component={Link} to={entry.to} withBorder padding="lg" fw={600} c="soep.9">
              {entry.label}
            </Card>
          </li>
        ))}
      </SimpleGrid>
    </>
  );
}
