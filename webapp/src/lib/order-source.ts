// Where an order came from, in the same Dutch words on every screen (orders, customers, dashboard) and in the
// bookkeeping export (soepkern/domain/order_export.py SOURCE_LABELS).
export type OrderSource = 'webshop' | 'admin' | 'vaste_klant';

export const ORDER_SOURCE_LABELS: Record<OrderSource, string> = {
  webshop: 'Webshop',
  admin: 'Beheer',
  vaste_klant: 'Vaste klant',
};

export function orderSourceText(source: string): string {
  return (ORDER_SOURCE_LABELS as Record<string, string>)[source] ?? source;
}
