// GET /web/admin/get_products: the products to choose from on an order day (only 'beschikbaar' ones are offered).
import { api } from '../../../lib/api-client';
import { createQuery } from '../../../lib/query';
import type { AdminProduct } from '../types';

export const adminProductsQuery = createQuery(() => api.get<AdminProduct[]>('/web/admin/get_products'));
