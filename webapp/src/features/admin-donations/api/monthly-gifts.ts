// GET /web/admin/get_monthly_gifts (paged) and POST /web/admin/stop_monthly_gift/{id} (managers; decisions 0083, 0091).
import { api } from '../../../lib/api-client';
import { giftsUrl, type GiftList, type GiftStatus, type StaffGift } from '../monthly-gifts';

export function getMonthlyGifts(status: GiftStatus | '', page: number, signal?: AbortSignal): Promise<GiftList> {
  return api.get<GiftList>(giftsUrl(status, page), signal ? { signal } : {});
}

export function stopMonthlyGift(id: number): Promise<StaffGift> {
  return api.post<StaffGift>(`/web/admin/stop_monthly_gift/${id}`, undefined, { fieldErrors: false });
}
