// The orders list as plain data: the list state in the URL (?page, ?q, ?orderday, ?bezorg_optie), the call that
// fetches it, and what a row shows (spec doc 2 section 2, 'Orders'; contract 'Paged lists').
import { orderSourceText } from '../../lib/order-source';
import { formatUtcIsoMoment } from '../../lib/rules/business-time';
import { formatDate } from '../../lib/rules/dates';
import { formatEuro } from '../../lib/rules/money';
import { showPostcode } from '../../lib/rules/postcode';
import type { AdminOrder, BezorgOptie } from './types';

export const PER_PAGE = 25;

export interface ListParams {
  page: number;
  q: string;
  orderday: string;
  bezorgOptie: BezorgOptie | '';
}

/** Reads the list state from the URL; anything odd falls back to the first page, no search, no filter. */
export function readListParams(params: URLSearchParams): ListParams {
  const page = Number(params.get('page'));
  const orderday = params.get('orderday') ?? '';
  const option = params.get('bezorg_optie');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    q: params.get('q') ?? '',
    orderday: /^[0-9]+$/.test(orderday) ? orderday : '',
    bezorgOptie: option === 'ophalen' || option === 'bezorgen' ? option : '',
  };
}

/** The URL state for `list`, leaving out defaults so a plain list has a plain URL. */
export function writeListParams(list: ListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (list.q.trim() !== '') params.set('q', list.q);
  if (list.orderday) params.set('orderday', list.orderday);
  if (list.bezorgOptie) params.set('bezorg_optie', list.bezorgOptie);
  if (list.page > 1) params.set('page', String(list.page));
  return params;
}

/** The API call for a list state: search_orders/{zoekwaarde} with a search, get_orders without one. */
export function ordersUrl(list: ListParams, perPage: number = PER_PAGE): string {
  const query = new URLSearchParams({ page: String(list.page), per_page: String(perPage) });
  if (list.orderday) query.set('orderday', list.orderday);
  if (list.bezorgOptie) query.set('bezorg_optie', list.bezorgOptie);
  const search = list.q.trim();
  const path = search === '' ? '/web/admin/get_orders' : `/web/admin/search_orders/${encodeURIComponent(search)}`;
  return `${path}?${query.toString()}`;
}

export const OPTION_LABELS: Record<BezorgOptie, string> = {
  ophalen: 'Ophalen',
  bezorgen: 'Bezorgen',
};

export interface OrderRow {
  id: number;
  number: string;
  /** The order day(s) of the order's lines, 'dd-mm-yyyy', soonest first. */
  orderDays: string;
  date: string;
  name: string;
  address: string;
  place: string;
  option: string;
  portions: number;
  total: string;
  source: string;
  mail: MailState;
}

/** The confirmation: sent, still on its way (queued, the list refreshes until it has left), or not sent. */
export type MailState = 'sent' | 'waiting' | 'not_sent';

export const CANCELLED_BY_CUSTOMER = 'Geannuleerd door de klant';

export function mailState(order: Pick<AdminOrder, 'email_verzonden' | 'email_wachtrij'>): MailState {
  if (order.email_verzonden) return 'sent';
  return order.email_wachtrij ? 'waiting' : 'not_sent';
}

/** '1234 AB' for a valid postcode, the text as it is otherwise. */
export const postcodeText = showPostcode;

export function fullName(person: { voornaam: string; achternaam: string }): string {
  return [person.voornaam, person.achternaam].filter((part) => part && part.trim() !== '').join(' ');
}

/** 'Dorpsstraat 12A' (street, house number and addition). */
export function streetLine(address: {
  straat: string | null;
  huisnummer: number | string | null;
  huisnummer_extension?: string | null;
}): string {
  const number = `${address.huisnummer ?? ''}${address.huisnummer_extension ?? ''}`;
  return [address.straat ?? '', number].filter((part) => part.trim() !== '').join(' ');
}

/** '3581 WS Utrecht'. */
export function placeLine(address: { postcode: string | null; plaats: string | null }): string {
  return [postcodeText(address.postcode), address.plaats ?? ''].filter((part) => part.trim() !== '').join(' ');
}


export function orderRow(order: AdminOrder): OrderRow {
  return {
    id: order.id,
    number: String(order.id),
    orderDays: order.geannuleerd
      ? CANCELLED_BY_CUSTOMER
      : [...new Set(order.products.map((line) => line.orderday.bestellingsdag))].sort().map(formatDate).join(', '),
    date: formatUtcIsoMoment(order.created_at),
    name: fullName(order),
    address: streetLine(order),
    place: placeLine(order),
    option: OPTION_LABELS[order.bezorg_optie] ?? order.bezorg_optie,
    portions: order.producten,
    total: formatEuro(order.totaal),
    source: orderSourceText(order.bron),
    mail: mailState(order),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether Enter in the search box may open one order directly (an order number or an order's uuid). */
export function isOrderKey(text: string): boolean {
  const key = text.trim();
  return /^[0-9]{1,9}$/.test(key) || UUID.test(key);
}
