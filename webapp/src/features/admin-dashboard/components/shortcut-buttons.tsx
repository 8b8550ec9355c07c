// Shortcuts from the dashboard to the daily work.
import { Button, Group } from '@mantine/core';
import { IconCalendarPlus, IconList, IconTruckDelivery, IconUsersGroup } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { businessDate } from '../../../lib/rules/business-time';
import { getTodayOrderDayId } from '../api/today-order-day';

export function ShortcutButtons() {
  const [todayId, setTodayId] = useState<number | null>(null);
  useEffect(() => {
    let current = true;
    getTodayOrderDayId(businessDate(new Date()))
      .then((id) => current && setTodayId(id))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  const deliveryDay = todayId === null ? '/admin/bezorglijsten' : `/admin/bezorglijsten/Leverdag/${todayId}`;
  return (
    <Group gap="sm" mb="lg" component="nav" aria-label="Snelkoppelingen">
      <Button component={Link} to="/admin/bestellingdagen/toevoegen" leftSection={<IconCalendarPlus size={18} aria-hidden />}>
        Nieuwe besteldag
      </Button>
      <Button component={Link} to="/admin/bestellingen" variant="light" leftSection={<IconList size={18} aria-hidden />}>
        Bestellingen
      </Button>
      <Button component={Link} to={deliveryDay} variant="light" leftSection={<IconTruckDelivery size={18} aria-hidden />}>
        Leverdag van vandaag
      </Button>
      <Button
        component={Link}
        to="/admin/bestellingen/vaste-klant-bestelling"
        variant="light"
        leftSection={<IconUsersGroup size={18} aria-hidden />}
      >
        Vaste-klantbestelling
      </Button>
    </Group>
  );
}
