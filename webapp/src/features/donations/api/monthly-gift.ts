// The donor's own page of a monthly gift: the private link's token goes in the body (never in a server log).
import { api } from '../../../lib/api-client';
import type { IsoDate } from '../../../lib/rules/dates';

export interface GiftPayment {
  datum: IsoDate;
  bedrag: number;
  status: string;
  status_label: string;
  maandelijks: boolean;
}

export interface GiftPage {
  naam: string;
  bedrijfsnaam: string;
  bedrag: number;
  status: 'nieuw' | 'actief' | 'gepauzeerd' | 'gestopt';
  status_label: string;
  start_date: IsoDate | null;
  next_date: IsoDate | null;
  payments: GiftPayment[];
}

export function getGift(token: string): Promise<GiftPage> {
  return api.post<GiftPage>('/web/monthly-gift', { token });
}

export function changeGiftAmount(token: string, bedrag: number): Promise<GiftPage> {
  return api.post<GiftPage>('/web/monthly-gift/amount', { token, bedrag });
}

export function stopGift(token: string): Promise<GiftPage> {
  return api.post<GiftPage>('/web/monthly-gift/stop', { token });
}

export function sendGiftLink(email: string): Promise<{ message: string }> {
  return api.post<{ message: string }>('/web/monthly-gift/link', { email });
}

export function sendGiftStatement(token: string, year: number): Promise<{ message: string }> {
  return api.post<{ message: string }>('/web/monthly-gift/statement', { token, year });
}
