// GET /web/admin/orderday_proposal: the form a new order day starts from (the latest day a week on, or defaults).
import { api } from '../../../lib/api-client';
import type { IsoDate } from '../../../lib/rules/dates';
import type { OrderDayPayload } from '../types';

export interface OrderDayProposal {
  orderday: OrderDayPayload;
  copied_from: { id: number; bestellingsdag: IsoDate } | null;
}

export function getOrderDayProposal(): Promise<OrderDayProposal> {
  return api.get<OrderDayProposal>('/web/admin/orderday_proposal');
}
