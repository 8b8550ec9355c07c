// The lockout for managers (issue 23, point 2): GET /web/admin/locked-addresses, POST /web/admin/unlock-address.
import { api } from '../../../lib/api-client';
import { createQuery } from '../../../lib/query';

export interface LockedAddress {
  email: string;
  vergrendeld_tot: string;
  keer: number;
}

export const lockedAddressesQuery = createQuery(() => api.get<LockedAddress[]>('/web/admin/locked-addresses'));

export function unlockAddress(email: string): Promise<{ message: string }> {
  return api.post<{ message: string }>('/web/admin/unlock-address', { email });
}
