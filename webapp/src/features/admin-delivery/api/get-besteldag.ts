// GET /web/admin/bestellijsten_get_besteldag/{id}: the day's orders (with sort_key), lists, totals and deliverers.
import { api } from '../../../lib/api-client';
import type { DeliveryDay } from '../types';

export function getBesteldag(id: number | string): Promise<DeliveryDay> {
  return api.get(`/web/admin/bestellijsten_get_besteldag/${encodeURIComponent(String(id))}`);
}
