// The donations list as plain data (managers; GET /web/admin/get_donations and export_donations): the list state in
// the URL (?page, ?q, ?status, ?van, ?tot, ?methode, ?bedrag_van, ?bedrag_tot in cents), the calls' URLs, the amount
// filter read from what staff type, what a row and the totals line show, and the yearly statement of a donor's row.
import { ApiError, shownByClient, ValidationError } from '../../lib/api-errors';
import { DONATION_STATUSES, donationStatusText, paymentMethodText, type DonationStatus } from '../../lib/donation-status';
import { formatUtcIsoMoment } from '../../lib/rules/business-time';
import { MAX_CENTS, formatEuro, parseEuroInput } from '../../lib/rules/money';
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
  /** The amount filter in cents, both included; null: no bound. */
  bedragVan: number | null;
  bedragTot: number | null;
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

function cents(text: string | null): number | null {
  if (!text || !/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value <= MAX_CENTS ? value : null;
}

export const AMOUNT_INVALID = 'Vul een bedrag in euro in, bijvoorbeeld 12,50.';
export const AMOUNT_ORDER = "Het bedrag 'tot' mag niet lager zijn dan het bedrag 'van'.";

export interface AmountFilter {
  bedragVan: number | null;
  bedragTot: number | null;
  errors: { van?: string; tot?: string };
}

/** A typed bound in cents: null for an empty input, undefined for one that is not an amount. */
export function amountBound(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  return parseEuroInput(text) ?? undefined;
}

/** The amount filter from what staff typed ('12,50', '€ 5', '' for no bound); Dutch errors for what cannot be used. */
export function readAmountFilter(vanText: string, totText: string): AmountFilter {
  const errors: AmountFilter['errors'] = {};
  const read = (text: string, key: 'van' | 'tot') => {
    const value = amountBound(text);
    if (value === undefined) errors[key] = AMOUNT_INVALID;
    return value ?? null;
  };
  const bedragVan = read(vanText, 'van');
  const bedragTot = read(totText, 'tot');
  if (bedragVan !== null && bedragTot !== null && bedragTot < bedragVan) errors.tot = AMOUNT_ORDER;
  return { bedragVan, bedragTot, errors };
}

/** 1250 -> '12,50' (what an amount input shows for a bound from the URL); '' for none. */
export function amountInputText(value: number | null): string {
  return value === null ? '' : formatEuro(value).replace('€ ', '');
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
    bedragVan: cents(params.get('bedrag_van')),
    bedragTot: cents(params.get('bedrag_tot')),
  };
}

export function writeDonationParams(list: DonationListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (list.q.trim() !== '') params.set('q', list.q);
  if (list.status) params.set('status', list.status);
  if (list.van) params.set('van', list.van);
  if (list.tot) params.set('tot', list.tot);
  if (list.methode) params.set('methode', list.methode);
  if (list.bedragVan !== null) params.set('bedrag_van', String(list.bedragVan));
  if (list.bedragTot !== null) params.set('bedrag_tot', String(list.bedragTot));
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
  if (list.bedragVan !== null) query.set('bedrag_van', String(list.bedragVan));
  if (list.bedragTot !== null) query.set('bedrag_tot', String(list.bedragTot));
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
  /** A named donation with an address: staff can send its donor's yearly statement. */
  canStatement: boolean;
  /** A named donation of a donor who is no customer: staff can erase the donor here (a customer on their page). */
  canErase: boolean;
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
    canStatement: !donation.anoniem && donorText(donation) !== '–' && Boolean(donation.email),
    canErase: !donation.anoniem && Boolean(donation.email) && donation.customer_id === null,
  };
}

/** 'Totaal van de selectie: € 47,00 (betaald: € 40,00)'. */
export function totalsText(totals: DonationTotals): string {
  const count = totals.total === 1 ? '1 donatie' : `${totals.total} donaties`;
  return `${count}, samen ${formatEuro(totals.totaal_bedrag)} (betaald: ${formatEuro(totals.totaal_betaald)})`;
}

// The yearly gift statement of a donor's row (POST send_gift_statement/{id}, GET download_gift_statement/{id}).

const STATEMENT_YEARS = 7; // the bookkeeping keeps donations 7 years

/** This year and the six before it, newest first. */
export function statementYears(today: Date = new Date()): number[] {
  const year = today.getFullYear();
  return Array.from({ length: STATEMENT_YEARS }, (_, n) => year - n);
}

/** Last year: the statement people ask for in the first months of a year. */
export function defaultStatementYear(today: Date = new Date()): number {
  return today.getFullYear() - 1;
}

export function statementDownloadUrl(donationId: number, year: number): string {
  return `/web/admin/download_gift_statement/${donationId}?year=${year}`;
}

export function statementQuestion(row: DonationRow, year: number): string {
  return `Het overzicht van de giften ${year} van ${row.donor} wordt als PDF gemaild naar ${row.email}.`;
}

export const STATEMENT_FAILED = 'Het jaaroverzicht is niet verstuurd. Probeer het opnieuw.';
export const STATEMENT_DOWNLOAD_FAILED = 'Het downloaden is niet gelukt. Probeer het opnieuw.';
export const EXPORT_FAILED = 'Het exporteren is niet gelukt. Probeer het opnieuw.';

/** The server's Dutch reason (anonymous, no gifts that year, ...), or a general one; '' where the client spoke. */
export function statementErrorText(error: unknown, failed: string = STATEMENT_FAILED): string {
  if (error instanceof ValidationError) return Object.values(error.errors).flat()[0] ?? error.message;
  if (error instanceof ApiError && error.status === 404) return 'Deze donatie bestaat niet (meer).';
  return shownByClient(error) ? '' : failed; // '' where the API client already spoke (decision 0127)
}

// Erasing a donor who is no customer (POST erase_donor/{id}, decision 0116).

export function eraseQuestion(row: DonationRow): string {
  return (
    `De naam, het adres en het e-mailadres van ${row.donor} (${row.email}) worden gewist uit al diens donaties en ` +
    'maandelijkse giften; alleen de bedragen en data blijven voor de boekhouding. Een lopende maandelijkse gift wordt ' +
    'eerst gestopt. Dit kan niet ongedaan worden gemaakt.'
  );
}

export const ERASE_FAILED = 'De gegevens zijn niet gewist. Probeer het opnieuw.';

/** The server's Dutch reason (a customer, erased already, Mollie unreachable), or a general one. */
export function eraseErrorText(error: unknown): string {
  if (error instanceof ValidationError) return Object.values(error.errors).flat()[0] ?? error.message;
  if (error instanceof ApiError && error.status === 404) return 'Deze donatie bestaat niet (meer).';
  if (error instanceof ApiError && error.status === 502) {
    const body = error.body as { message?: unknown } | null;
    if (body && typeof body.message === 'string') return body.message;
  }
  return shownByClient(error) ? '' : ERASE_FAILED;
}
