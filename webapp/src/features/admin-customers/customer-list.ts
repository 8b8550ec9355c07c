// The customers list as plain data: the list state in the URL (?page, ?q), the call that fetches it, and what a row
// and the detail show (spec doc 2 section 2, 'Customers'; contract 'Paged lists').
import { formatUtcIsoMoment } from '../../lib/rules/business-time';
import { donationStatusText, paymentMethodText } from '../../lib/donation-status';
import { orderSourceText } from '../../lib/order-source';
import { formatEuro } from '../../lib/rules/money';
import type { BezorgOptie, Customer, CustomerOrder, Donation } from './types';
import { counted } from '../../lib/rules/counted';
import { showPostcode } from '../../lib/rules/postcode';

export const PER_PAGE = 25;

export interface CustomerListParams {
  page: number;
  q: string;
}

export function readCustomerParams(params: URLSearchParams): CustomerListParams {
  const page = Number(params.get('page'));
  return { page: Number.isInteger(page) && page >= 1 ? page : 1, q: params.get('q') ?? '' };
}

export function writeCustomerParams(list: CustomerListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (list.q.trim() !== '') params.set('q', list.q);
  if (list.page > 1) params.set('page', String(list.page));
  return params;
}

/** search_customers/{zoekwaarde} with a search, get_customers without one. */
export function customersUrl(list: CustomerListParams, perPage: number = PER_PAGE): string {
  const query = new URLSearchParams({ page: String(list.page), per_page: String(perPage) });
  const search = list.q.trim();
  const path =
    search === '' ? '/web/admin/get_customers' : `/web/admin/search_customers/${encodeURIComponent(search)}`;
  return `${path}?${query.toString()}`;
}

/** '1234 AB' for a valid postcode, the text as it is otherwise (lib/rules/postcode.ts). */
export const postcodeText = showPostcode;

export function customerName(customer: Pick<Customer, 'voornaam' | 'achternaam'>): string {
  return [customer.voornaam, customer.achternaam].filter((part) => part && part.trim() !== '').join(' ');
}

/** 'Dorpsstraat 12A, 3581 WS Utrecht' ('' when nothing is known). */
export function addressText(
  customer: Pick<Customer, 'straat' | 'huisnummer' | 'huisnummer_extension' | 'postcode' | 'plaats'>,
): string {
  const street = [customer.straat ?? '', `${customer.huisnummer ?? ''}${customer.huisnummer_extension ?? ''}`]
    .filter((part) => part.trim() !== '')
    .join(' ');
  const place = [postcodeText(customer.postcode), customer.plaats ?? ''].filter((part) => part.trim() !== '').join(' ');
  return [street, place].filter((part) => part !== '').join(', ');
}

export const OPTION_LABELS: Record<BezorgOptie, string> = { ophalen: 'Ophalen', bezorgen: 'Bezorgen' };

/** 'Ja: 2 porties, bezorgen' / 'Nee'. */
export function standingText(customer: Customer): string {
  if (!customer.vaste_klant) return 'Nee';
  const parts = [
    customer.vaste_klant_producten ? counted(customer.vaste_klant_producten, 'portie', 'porties') : '',
    customer.vaste_klant_bezorgkeuze ? OPTION_LABELS[customer.vaste_klant_bezorgkeuze].toLowerCase() : '',
  ].filter((part) => part !== '');
  return parts.length === 0 ? 'Ja' : `Ja: ${parts.join(', ')}`;
}


export interface OrderSummary {
  id: number;
  date: string;
  option: string;
  portions: number;
  total: string;
  source: string;
}

export function orderSummary(order: CustomerOrder): OrderSummary {
  return {
    id: order.id,
    date: formatUtcIsoMoment(order.created_at),
    option: OPTION_LABELS[order.bezorg_optie] ?? order.bezorg_optie,
    portions: order.producten,
    total: formatEuro(order.totaal),
    source: orderSourceText(order.bron),
  };
}

export interface DonationSummary {
  id: number;
  date: string;
  amount: string;
  method: string;
  status: string;
}

export function donationSummary(donation: Donation): DonationSummary {
  return {
    id: donation.id,
    date: formatUtcIsoMoment(donation.created_at),
    amount: formatEuro(donation.bedrag),
    method: paymentMethodText(donation.betaal_methode),
    status: donationStatusText(donation.status),
  };
}
