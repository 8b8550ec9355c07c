// GET /web/admin/get_deliverylist/{id}: one delivery list with its addresses in route order and their ticks.
import { api } from '../../../lib/api-client';
import type { DeliveryListDetail } from '../types';

export function getDeliveryList(id: number | string): Promise<DeliveryListDetail> {
  return api.get(`/web/admin/get_deliverylist/${encodeURIComponent(String(id))}`);
}
