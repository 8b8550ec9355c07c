// The admin start page 'Website' (the dashboard, managers only): shortcuts, the shop panel, the live order day and
// the statistics. Other staff go straight to the orders, their daily work.
import { Text } from '@mantine/core';
import { Navigate } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { LiveOrderDayBoard } from '../../features/admin-dashboard/components/live-order-day-board';
import { ShopSwitchesPanel } from '../../features/admin-dashboard/components/shop-switches-panel';
import { ShortcutButtons } from '../../features/admin-dashboard/components/shortcut-buttons';
import { StatisticsPanel } from '../../features/admin-dashboard/components/statistics-panel';
import { useSessionUser } from '../../lib/stores/session-store';

export function AdminIndexPage() {
  const user = useSessionUser();
  const isManager = user?.rol === 'superuser' || user?.rol === 'beheerder';
  if (user && !isManager) return <Navigate to="/admin/bestellingen" replace />;
  return (
    <>
      <PageHeading title="Website" />
      <Text mb="md">Welkom{user ? `, ${user.name}` : ''}.</Text>
      <ShortcutButtons />
      <ShopSwitchesPanel />
      <LiveOrderDayBoard />
      <StatisticsPanel />
    </>
  );
}
