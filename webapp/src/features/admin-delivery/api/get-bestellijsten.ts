// GET /web/admin/get_bestellijsten?tab=leverdagen|archief&page=N (paged): one item per order day with its lists.
import { api } from '../../../lib/api-client';
import type { Paged } from '../../../lib/paged';
import type { DeliveryDaySummary } from '../types';

export type DeliveryTab = 'leverdagen' | 'archief';

export function getBestellijsten(tab: DeliveryTab, page: number, perPage = 25): Promise<Paged<DeliveryDaySummary>> {
  return api.get(`/web/admin/get_bestellijsten?tab=${tab}&page=${page}&per_page=${perPage}`);
}
