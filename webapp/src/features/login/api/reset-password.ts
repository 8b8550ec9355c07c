// POST /web/resetpassword: always the same answer, whether or not the address has an account.
import { api } from '../../../lib/api-client';

export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return api.post<{ message: string }>('/web/resetpassword', { email });
}
