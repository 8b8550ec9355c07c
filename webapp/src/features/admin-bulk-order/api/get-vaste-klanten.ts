// GET /web/admin/get_vaste_klanten: the standing customers with a default amount, sorted by surname.
import { api } from '../../../lib/api-client';
import { createQuery } from '../../../lib/query';
import type { StandingCustomer } from '../types';

export const standingCustomersQuery = createQuery(() => api.get<StandingCustomer[]>('/web/admin/get_vaste_klanten'));
