// What the order form chooses from: GET bestellingen_get_besteldagen (order days with their soups),
// bestellingen_get_klanten and bestellingen_search_klanten/{term} (existing customers).
import { api } from '../../../lib/api-client';
import { createQuery } from '../../../lib/query';
import { customerList, normaliseDays } from '../order-form';
import type { CustomerChoice, OrderableDay } from '../types';

export function getOrderableDays(): Promise<OrderableDay[]> {
  return api.get<unknown>('/web/admin/bestellingen_get_besteldagen').then(normaliseDays);
}

export const customersQuery = createQuery(() =>
  api.get<unknown>('/web/admin/bestellingen_get_klanten').then(customerList),
);

export function searchCustomers(term: string, signal?: AbortSignal): Promise<CustomerChoice[]> {
  return api
    .get<unknown>(`/web/admin/bestellingen_search_klanten/${encodeURIComponent(term)}`, signal ? { signal } : {})
    .then(customerList);
}
