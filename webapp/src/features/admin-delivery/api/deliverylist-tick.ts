// POST /web/admin/deliverylist_tick/{id} {order, bezorgd} -> {id, status, order, bezorgd, bezorgd_at}; idempotent.
import { api } from '../../../lib/api-client';
import type { TickAnswer } from '../types';

export function tickAddress(listId: number, order: number, bezorgd: boolean): Promise<TickAnswer> {
  return api.post(`/web/admin/deliverylist_tick/${listId}`, { order, bezorgd });
}
