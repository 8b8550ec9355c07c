// The soups calls (spec doc 2 section 7 'Products'; docs/api.md).
import { api } from '../../../lib/api-client';
import { NotFoundError } from '../../../lib/api-errors';
import { createQuery } from '../../../lib/query';
import type { AdminProduct, ProductPayload } from '../types';

/** GET /web/admin/get_products: every product, for the list. */
export const productsQuery = createQuery(() => api.get<AdminProduct[]>('/web/admin/get_products'));

const productQueries = new Map<number, ReturnType<typeof createProductQuery>>();

function createProductQuery(id: number) {
  return createQuery(async () => {
    const products = await api.get<AdminProduct[]>('/web/admin/get_products');
    const found = products.find((product) => product.id === id);
    if (!found) throw new NotFoundError();
    return found;
  });
}

/** One product (a 404 when it does not exist), cached per id. */
export function productQuery(id: number) {
  let query = productQueries.get(id);
  if (!query) {
    query = createProductQuery(id);
    productQueries.set(id, query);
  }
  return query;
}

/** After a change: the list and this product are fetched again when next shown. */
export function forgetProduct(id: number): void {
  productQueries.delete(id);
  productsQuery.reload().catch(() => undefined);
}

export async function createProduct(): Promise<number> {
  const { id } = await api.post<{ id: number }>('/web/admin/create_product');
  return id;
}

export async function updateProduct(id: number, payload: ProductPayload): Promise<string> {
  const { slug } = await api.post<{ slug: string; product: AdminProduct }>(`/web/admin/update_product/${id}`, payload);
  return slug;
}

export async function deleteProduct(id: number): Promise<string> {
  const { message } = await api.post<{ message: string }>(`/web/admin/delete_product/${id}`);
  return message;
}

/** Fresh data for one product (POST refresh_product/{id}). */
export function refreshProduct(id: number): Promise<AdminProduct> {
  return api.post<AdminProduct>(`/web/admin/refresh_product/${id}`);
}

/** Deletes one of the product's pictures (the server refuses a picture of another product). */
export async function deletePicture(
  uuid: string,
  product?: number,
): Promise<{ message: string; product: AdminProduct }> {
  return api.post<{ message: string; product: AdminProduct }>('/web/admin/product-delete-picture', { uuid, product });
}

/** Swaps the positions of two pictures of a product. */
export function changePicturePosition(other: string, clicked: string, product?: number): Promise<AdminProduct> {
  return api.post<AdminProduct>('/web/admin/product-change-picture-position', { other, clicked, product });
}
