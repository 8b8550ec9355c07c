// POST /web/admin/erase_donor/{id}: erases the donor (no customer) of this donation; managers only (decision 0116).
import { api } from '../../../lib/api-client';

export function eraseDonor(donationId: number): Promise<{ message: string }> {
  return api.post<{ message: string }>(`/web/admin/erase_donor/${donationId}`, undefined, { fieldErrors: false });
}
