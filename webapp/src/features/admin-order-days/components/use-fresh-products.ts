// The admin product list for the product rows, fetched again whenever a form opens (statuses may have changed).
import { useEffect } from 'react';
import { useQuery } from '../../../lib/query';
import { adminProductsQuery } from '../api/get-admin-products';

export function useFreshProducts() {
  const products = useQuery(adminProductsQuery);
  useEffect(() => {
    if (adminProductsQuery.getState().status === 'success') adminProductsQuery.reload().catch(() => undefined);
  }, []);
  return products;
}
