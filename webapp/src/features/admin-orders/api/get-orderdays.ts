// GET get_orderdays: every order day (only the date is used here, for the list's order-day filter).
import { api } from '../../../lib/api-client';
import { createQuery } from '../../../lib/query';
import type { IsoDate } from '../../../lib/rules/dates';

export interface OrderDayOption {
  id: number;
  bestellingsdag: IsoDate;
}

export const orderDayOptionsQuery = createQuery(() => api.get<OrderDayOption[]>('/web/admin/get_orderdays'));
