// GET /web/admin/get_orderdays: the order days and their soup rows to choose from.
import { api } from '../../../lib/api-client';
import { createQuery } from '../../../lib/query';
import type { BulkOrderDay } from '../types';

export const bulkOrderDaysQuery = createQuery(() => api.get<BulkOrderDay[]>('/web/admin/get_orderdays'));
