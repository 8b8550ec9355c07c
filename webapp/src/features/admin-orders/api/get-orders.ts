// GET get_orders / search_orders/{zoekwaarde} (paged, newest first; ?page, ?per_page, ?orderday, ?bezorg_optie).
import { api } from '../../../lib/api-client';
import { type ListParams, ordersUrl } from '../order-list';
import type { Paged } from '../../../lib/paged';
import type { AdminOrder } from '../types';

export function getOrders(list: ListParams, signal?: AbortSignal): Promise<Paged<AdminOrder>> {
  return api.get<Paged<AdminOrder>>(ordersUrl(list), signal ? { signal } : {});
}
