// GET /web/admin/get_wachtlijst/{day id} and POST wachtlijst_verwijderen/{entry id}, wachtlijst_aanbieden/{entry id}
// (staff with order days; issue 26 item 3). A refusal is a 422 with `errors.wachtlijst` in Dutch.
import { api } from '../../../lib/api-client';
import type { DayWaitlist, WaitlistChanged } from '../waitlist';

export function getDayWaitlist(dayId: number, signal?: AbortSignal): Promise<DayWaitlist> {
  return api.get<DayWaitlist>(`/web/admin/get_wachtlijst/${dayId}`, signal ? { signal } : {});
}

export function removeFromWaitlist(entryId: number): Promise<WaitlistChanged> {
  return api.post<WaitlistChanged>(`/web/admin/wachtlijst_verwijderen/${entryId}`, undefined, { fieldErrors: false });
}

export function offerByHand(entryId: number): Promise<WaitlistChanged> {
  return api.post<WaitlistChanged>(`/web/admin/wachtlijst_aanbieden/${entryId}`, undefined, { fieldErrors: false });
}
