// The donations list as plain data (managers; GET /web/admin/get_donations and export_donations): the list state in
// the URL (?page, ?q, ?status, ?van, ?tot), the calls' URLs, and what a row and the totals line show.
import { DONATION_STATUSES, donationStatusText, paymentMethodText, type DonationStatus } from '../../lib/donation-status';
import { formatUtcIsoMoment } from '../../lib/rules/business-time';
import { formatEuro } from '../../lib/rules/money';
import { formatPostcode, isValidPostcode } from '../../lib/rules/postcode';

export const PER_PAGE = 25;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface DonationListParams {
  page: number;
  q: string;
  status: DonationStatus | '';
  van: string;
  tot: string;
  methode: DonationMethod | '';
}

export const DONATION_METHODS = ['ideal', 'directdebit'] as const;
export type DonationMethod = (typeof DONATION_METHODS)[number];
export const METHOD_FILTER_LABELS: Record<DonationMethod, string> = { ideal: 'iDEAL', directdebit: 'Automatische incasso' };

export interface PeriodSum {
  jaar: number;
  maand: number | null;
  aantal: number;
  bedrag: number;
  bedrag_betaald: number;
}

/** 'Per jaar: 2026 € 42,00 (betaald € 35,00) · 2025 € 4,00 (betaald € 4,00)'; '' without donations. */
export function yearTotalsText(years: PeriodSum[]): string {
  if (years.length === 0) return '';
  return `Per jaar: ${years.map((y) => `${y.jaar} ${formatEuro(y.bedrag)} (betaald ${formatEuro(y.bedrag_betaald)})`).join(' · ')}`;
}

export interface ListedDonation {
  id: number;
  created_at: string;
  bedrag: number;
  betaal_methode: string | null;
  status: string;
  anoniem: boolean;
  zakelijk: boolean;
  bedrijfsnaam?: string | null;
  voornaam?: string | null;
  achternaam?: string | null;
  email?: string | null;
  postcode?: string | null;
  plaats?: string | null;
  customer_id: number | null;
}

export interface DonationTotals {
  total: number;
  totaal_bedrag: number;
  totaal_betaald: number;
}

function day(text: string | null): string {
  return text && ISO_DAY.test(text) ? text : '';
}

export function readDonationParams(params: URLSearchParams): DonationListParams {
  const page = Number(params.get('page'));
  const status = params.get('status') ?? '';
  const method = params.get('methode') ?? '';
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    q: params.get('q') ?? '',
    status: (DONATION_STATUSES as readonly string[]).includes(status) ? (status as DonationStatus) : '',
    van: day(params.get('van')),
    tot: day(params.get('tot')),
    methode: (DONATION_METHODS as readonly string[]).includes(method) ? (method as DonationMethod) : '',
  };
}

export function writeDonationParams(list: DonationListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (list.q.trim() !== '') params.set('q', list.q);
  if (list.status) params.set('status', list.status);
  if (list.van) params.set('van', list.van);
  if (list.tot) params.set('tot', list.tot);
  if (list.methode) params.set('methode', list.methode);
  if (list.page > 1) params.set('page', String(list.page));
  return params;
}

function filterQuery(list: DonationListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (list.q.trim() !== '') query.set('zoek', list.q.trim());
  if (list.status) query.set('status', list.status);
  if (list.van) query.set('van', list.van);
  if (list.tot) query.set('tot', list.tot);
  if (list.methode) query.set('methode', list.methode);
  return query;
}

export function donationsUrl(list: DonationListParams, perPage: number = PER_PAGE): string {
  const query = filterQuery(list);
  query.set('page', String(list.page));
  query.set('per_page', String(perPage));
  return `/web/admin/get_donations?${query.toString()}`;
}

/** The same selection as a workbook (no paging). */
export function exportUrl(list: DonationListParams): string {
  const query = filterQuery(list).toString();
  return `/web/admin/export_donations${query ? `?${query}` : ''}`;
}

export function donorText(donation: ListedDonation): string {
  if (donation.anoniem) return 'Anoniem';
  const name = [donation.voornaam, donation.achternaam].filter(Boolean).join(' ').trim();
  return name || donation.bedrijfsnaam || '–';
}

export interface DonationRow {
  id: number;
  date: string;
  amount: string;
  status: string;
  method: string;
  donor: string;
  company: string;
  email: string;
  place: string;
  customerId: number | null;
}

export function donationRow(donation: ListedDonation): DonationRow {
  const postcode = donation.postcode && isValidPostcode(donation.postcode) ? formatPostcode(donation.postcode) : '';
  return {
    id: donation.id,
    date: formatUtcIsoMoment(donation.created_at),
    amount: formatEuro(donation.bedrag),
    status: donationStatusText(donation.status),
    method: paymentMethodText(donation.betaal_methode),
    donor: donorText(donation),
    company: donation.anoniem ? '' : (donation.bedrijfsnaam ?? ''),
    email: donation.email ?? '',
    place: [postcode, donation.plaats].filter(Boolean).join(' '),
    customerId: donation.customer_id,
  };
}

/** 'Totaal van de selectie: € 47,00 (betaald: € 40,00)'. */
export function totalsText(totals: DonationTotals): string {
  const count = totals.total === 1 ? '1 donatie' : `${totals.total} donaties`;
  return `${count}, samen ${formatEuro(totals.totaal_bedrag)} (betaald: ${formatEuro(totals.totaal_betaald)})`;
}
