// POST /web/admin/create_orderday -> {id, message}.
import { api } from '../../../lib/api-client';
import type { OrderDayPayload } from '../types';

export function createOrderDay(payload: OrderDayPayload): Promise<{ id: number; message: string }> {
  const { deleted_products: _unused, ...body } = payload;
  return api.post('/web/admin/create_orderday', body);
}
