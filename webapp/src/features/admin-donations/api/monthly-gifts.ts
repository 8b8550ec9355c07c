// GET /web/admin/get_monthly_gifts and POST /web/admin/stop_monthly_gift/{id} (managers; decision 0083).
import { api } from '../../../lib/api-client';
import { giftsUrl, type GiftList, type GiftStatus, type StaffGift } from '../monthly-gifts';

export function getMonthlyGifts(status: GiftStatus | '', signal?: AbortSignal): Promise<GiftList> {
  return api.get<GiftList>(giftsUrl(status), signal ? { signal } : {});
}

export function stopMonthlyGift(id: number): Promise<StaffGift> {
  return api.post<StaffGift>(`/web/admin/stop_monthly_gift/${id}`, undefined, { fieldErrors: false });
}
