// POST /web/validate-2fa-code: step two; the answer is the session token (the cookie is set too).
import { api } from '../../../lib/api-client';
import type { LoginAttempt } from './login';

export function validateCode(code: string, attempt: LoginAttempt): Promise<string> {
  return api.post<string>('/web/validate-2fa-code', { code, user: attempt.user, loginToken: attempt.loginToken });
}
