// POST /web/admin/destroy_orderday/{id} -> {message: 'Bestelling verwijderd'}; 422 when the day has orders.
import { api } from '../../../lib/api-client';

export function destroyOrderDay(id: number): Promise<{ message: string }> {
  return api.post<{ message: string }>(`/web/admin/destroy_orderday/${id}`);
}
