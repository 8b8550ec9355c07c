// POST /web/admin/create_deliverylist and edit_deliverylist/{id} -> {id, message}; 422 errors under the fields.
import { api } from '../../../lib/api-client';
import type { DeliveryListPayload } from '../types';

export function createDeliveryList(payload: DeliveryListPayload): Promise<{ id: number; message: string }> {
  return api.post('/web/admin/create_deliverylist', payload);
}

export function editDeliveryList(id: number, payload: DeliveryListPayload): Promise<{ id: number; message: string }> {
  return api.post(`/web/admin/edit_deliverylist/${id}`, payload);
}

export function deleteDeliveryList(id: number): Promise<{ message: string }> {
  return api.post(`/web/admin/delete_deliverylist/${id}`);
}
