// POST /web/admin/edit_orderday_open/{id} and edit_orderday_visible/{id} with {selected, action}
// -> {message, orderday}; 422 when the closing (or invisible-from) moment has already passed.
import { api } from '../../../lib/api-client';
import type { OrderDayAnswer } from '../types';

export type OrderDaySwitch = 'open' | 'visible';

export function switchOrderDay(which: OrderDaySwitch, id: number, action: boolean): Promise<OrderDayAnswer> {
  return api.post<OrderDayAnswer>(`/web/admin/edit_orderday_${which}/${id}`, { selected: id, action });
}
