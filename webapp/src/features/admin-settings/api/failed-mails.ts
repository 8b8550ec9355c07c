// Mails the outbox gave up on (docs/api.md 'Mails the outbox gave up on'): managers only on the server.
import { api } from '../../../lib/api-client';

export interface FailedMail {
  id: number;
  aan: string;
  onderwerp: string;
  pogingen: number;
  laatste_fout: string;
  created_at: string;
}

export function getFailedMails(): Promise<FailedMail[]> {
  return api.get<FailedMail[]>('/web/admin/get_failed_mails');
}

export function retryMail(id: number): Promise<{ message: string }> {
  return api.post<{ message: string }>(`/web/admin/retry_mail/${id}`, {});
}
