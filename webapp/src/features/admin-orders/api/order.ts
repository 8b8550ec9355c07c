// One order: GET refresh_order/{id}; POST create_bestelling, edit_order/{id}, destroy_order/{id},
// resend_order_email/{id} (contract 'Orders and customers (staff)').
import { api } from '../../../lib/api-client';
import type { AdminOrder, IdAnswer, MessageAnswer, OrderPayload } from '../types';

/** One order (404 when it does not exist). */
export function refreshOrder(id: string): Promise<AdminOrder> {
  return api.get<AdminOrder>(`/web/admin/refresh_order/${encodeURIComponent(id)}`);
}

export function createOrder(payload: OrderPayload): Promise<IdAnswer> {
  return api.post<IdAnswer>('/web/admin/create_bestelling', payload);
}

export function editOrder(id: number, payload: OrderPayload): Promise<IdAnswer> {
  return api.post<IdAnswer>(`/web/admin/edit_order/${id}`, payload);
}

export function destroyOrder(id: number): Promise<MessageAnswer | null> {
  return api.post<MessageAnswer | null>(`/web/admin/destroy_order/${id}`);
}

export function resendOrderEmail(id: number): Promise<MessageAnswer> {
  return api.post<MessageAnswer>(`/web/admin/resend_order_email/${id}`);
}

/** An order by its number or uuid (404 when there is none). */
export function findOrder(numberOrUuid: string): Promise<AdminOrder> {
  return api.get<AdminOrder>(`/web/admin/find_bestelling/${encodeURIComponent(numberOrUuid)}`);
}
