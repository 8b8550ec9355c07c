// GET /web/admin/get_orderdays: every order day with its counts and product rows.
import { api } from '../../../lib/api-client';
import { createQuery } from '../../../lib/query';
import type { OrderDay } from '../types';

export const orderDaysQuery = createQuery(() => api.get<OrderDay[]>('/web/admin/get_orderdays'));
