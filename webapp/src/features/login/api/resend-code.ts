// POST /web/resend-2fa-email: a new code mail, not sooner than 2 minutes after the last (451).
import { api } from '../../../lib/api-client';
import type { LoginAttempt } from './login';

export function resendCode(attempt: LoginAttempt): Promise<{ message: string }> {
  return api.post<{ message: string }>('/web/resend-2fa-email', { user: attempt.user, loginToken: attempt.loginToken });
}
