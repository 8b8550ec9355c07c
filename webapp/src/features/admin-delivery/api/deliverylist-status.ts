// POST /web/admin/deliverylist_status/{id} {status} -> {id, status, message}; one step forward or back.
import { api } from '../../../lib/api-client';
import type { DeliveryStatus } from '../types';

export function changeDeliveryStatus(id: number, status: DeliveryStatus): Promise<{ status: DeliveryStatus }> {
  return api.post(`/web/admin/deliverylist_status/${id}`, { status });
}
