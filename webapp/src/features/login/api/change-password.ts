// POST /web/change-password-with-token: the reset and invitation links; 422 errors.token for a bad link.
import { api } from '../../../lib/api-client';

export interface PasswordChange {
  email: string;
  token: string;
  password: string;
  password_confirmation: string;
}

export function changePasswordWithToken(change: PasswordChange): Promise<string> {
  return api.post<string>('/web/change-password-with-token', change);
}
