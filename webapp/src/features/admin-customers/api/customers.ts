// The customer calls (spec doc 2 section 7): GET get_customers and search_customers/{zoekwaarde} (paged),
// GET refresh_customer/{id}, POST edit_customer/{id}.
import { api } from '../../../lib/api-client';
import { customersUrl, type CustomerListParams } from '../customer-list';
import type { Paged } from '../../../lib/paged';
import type { Customer, CustomerDetail, CustomerPayload, MessageAnswer } from '../types';

export function getCustomers(list: CustomerListParams, signal?: AbortSignal): Promise<Paged<Customer>> {
  return api.get<Paged<Customer>>(customersUrl(list), signal ? { signal } : {});
}

/** One customer with orders and donations (404 when it does not exist). */
export function refreshCustomer(id: string): Promise<CustomerDetail> {
  return api.get<CustomerDetail>(`/web/admin/refresh_customer/${encodeURIComponent(id)}`);
}

export function editCustomer(id: number, payload: CustomerPayload): Promise<MessageAnswer> {
  return api.post<MessageAnswer>(`/web/admin/edit_customer/${id}`, payload);
}
