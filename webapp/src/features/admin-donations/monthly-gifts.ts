// The managers' monthly gifts as plain data (GET /web/admin/get_monthly_gifts, paged, POST stop_monthly_gift/{id};
// decisions 0083, 0091): the state filter and page (in the URL), what a row shows, the monthly total line and the
// text of a failed stop.
import { ApiError, shownByClient, ValidationError } from '../../lib/api-errors';
import type { Paged } from '../../lib/paged';
import { formatEuro } from '../../lib/rules/money';

export const GIFT_STATUSES = ['actief', 'gepauzeerd', 'nieuw', 'gestopt'] as const;
export type GiftStatus = (typeof GIFT_STATUSES)[number];

export const GIFT_STATUS_FILTER_LABELS: Record<GiftStatus, string> = {
  actief: 'Actief',
  gepauzeerd: 'Gepauzeerd (betalingen mislukt)',
  nieuw: 'Wacht op eerste betaling',
  gestopt: 'Gestopt',
};

export interface StaffGift {
  id: number;
  bedrag: number;
  status: string;
  status_label: string;
  naam: string;
  bedrijfsnaam: string;
  email: string;
  plaats: string;
  created_at: string;
  start_date: string | null;
  next_date: string | null;
  stopped_at: string | null;
}

/** A page of gifts and what every active gift brings in a month (of all gifts, whatever the filter or page). */
export type GiftList = Paged<StaffGift> & { totaal_per_maand: number };

export const GIFTS_PER_PAGE = 25;

export const STOP_FAILED = 'Het stoppen is niet gelukt. Probeer het later opnieuw.';

export function giftsUrl(status: GiftStatus | '', page = 1, perPage = GIFTS_PER_PAGE): string {
  const query = new URLSearchParams({ page: String(page), per_page: String(perPage) });
  if (status) query.set('status', status);
  return `/web/admin/get_monthly_gifts?${query.toString()}`;
}

/** The page in the URL (?page): a whole number from 1, else 1. */
export function readGiftPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function readGiftStatus(value: string | null): GiftStatus | '' {
  return (GIFT_STATUSES as readonly string[]).includes(value ?? '') ? (value as GiftStatus) : '';
}

/** '2026-01-05' -> '05-01-2026'; '–' when there is none. */
export function dayText(iso: string | null): string {
  if (!iso) return '–';
  const [year, month, day] = iso.split('-');
  return `${day}-${month}-${year}`;
}

export interface GiftRow {
  id: number;
  donor: string;
  company: string;
  email: string;
  place: string;
  amount: string;
  state: string;
  nextDate: string;
  canStop: boolean;
}

export function giftRow(gift: StaffGift): GiftRow {
  return {
    id: gift.id,
    donor: gift.naam || gift.bedrijfsnaam || '–',
    company: gift.naam ? gift.bedrijfsnaam : '',
    email: gift.email,
    place: gift.plaats,
    amount: `${formatEuro(gift.bedrag)} per maand`,
    state: gift.status_label,
    nextDate: dayText(gift.next_date),
    canStop: gift.status !== 'gestopt',
  };
}

/** 'Actieve giften samen: € 47,50 per maand'. */
export function monthlyTotalText(list: Pick<GiftList, 'totaal_per_maand'>): string {
  return `Actieve giften samen: ${formatEuro(list.totaal_per_maand)} per maand`;
}

/** The question before a gift is stopped. */
export function stopQuestion(row: GiftRow): string {
  return `Weet u zeker dat u de maandelijkse gift van ${row.donor} (${row.amount}) wilt stoppen? De incasso bij Mollie wordt beëindigd en de donateur krijgt een bevestiging per e-mail. Dit kan niet ongedaan worden gemaakt.`;
}

/** The server's Dutch message (Mollie down, already stopped), or a general one; '' where the API client already
 * spoke (decision 0127). */
export function stopErrorText(error: unknown): string {
  if (error instanceof ValidationError) return error.message;
  if (error instanceof ApiError && error.status === 502) {
    const body = error.body as { message?: unknown } | null;
    if (body && typeof body.message === 'string') return body.message;
  }
  return shownByClient(error) ? '' : STOP_FAILED;
}
