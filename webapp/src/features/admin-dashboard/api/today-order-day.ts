// The order day of today, for the dashboard's 'Leverdag van vandaag' shortcut (GET /web/admin/get_orderdays).
import { api } from '../../../lib/api-client';

interface OrderDaySummary {
  id: number;
  bestellingsdag: string;
}

export async function getTodayOrderDayId(today: string): Promise<number | null> {
  const days = await api.get<OrderDaySummary[]>('/web/admin/get_orderdays');
  return days.find((day) => day.bestellingsdag === today)?.id ?? null;
}
