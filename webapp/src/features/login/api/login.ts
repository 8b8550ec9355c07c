// POST /web/login: step one; the server e-mails a 6-digit code and answers the attempt.
import { api } from '../../../lib/api-client';

export interface LoginAttempt {
  user: number;
  loginToken: string;
}

export function login(email: string, password: string): Promise<LoginAttempt> {
  return api.post<LoginAttempt>('/web/login', { email, password });
}
