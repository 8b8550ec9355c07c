// POST /web/admin/refresh_orderday/{id}: one order day as the list shows it (404 when it does not exist).
import { api } from '../../../lib/api-client';
import type { OrderDay } from '../types';

export function refreshOrderDay(id: number | string): Promise<OrderDay> {
  return api.post<OrderDay>(`/web/admin/refresh_orderday/${encodeURIComponent(String(id))}`);
}
