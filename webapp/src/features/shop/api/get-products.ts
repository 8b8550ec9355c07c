// GET /web/get_products: the soups that can be shown, each with its visible order days. One query for the
// whole shop; reloaded after an order (spec: 'the products are reloaded').
import { api } from '../../../lib/api-client';
import { createQuery } from '../../../lib/query';
import type { ShopProduct } from '../types';

export const productsQuery = createQuery(() => api.get<ShopProduct[]>('/web/get_products'));
