// GET /web/admin/get_statistics (contract: statistics) and GET /web/admin/live_orderday (docs/api.md 'Dashboard').
import { api } from '../../../lib/api-client';
import { type PeriodRange, type Statistics, statisticsQueryString } from '../statistics';

export function getStatistics(range: PeriodRange): Promise<Statistics> {
  return api.get<Statistics>(`/web/admin/get_statistics${statisticsQueryString(range)}`);
}

export interface LiveOrderDay {
  orderday: {
    id: number;
    bestellingsdag: string;
    bestelling_openings_timestamp: string;
    bestelling_sluitings_timestamp: string;
  } | null;
  products: { naam: string; hoeveelheid: number; besteld: number; over: number; wachtend: number }[];
  recent_orders: number;
  now: string;
}

export function getLiveOrderDay(): Promise<LiveOrderDay> {
  return api.get<LiveOrderDay>('/web/admin/live_orderday');
}
