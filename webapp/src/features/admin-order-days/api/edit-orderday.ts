// POST /web/admin/edit_orderday/{id} (rows with their own id, plus deleted_products) -> {message, orderday}.
import { api } from '../../../lib/api-client';
import type { OrderDayAnswer, OrderDayPayload } from '../types';

export function editOrderDay(id: number, payload: OrderDayPayload): Promise<OrderDayAnswer> {
  return api.post<OrderDayAnswer>(`/web/admin/edit_orderday/${id}`, payload);
}
