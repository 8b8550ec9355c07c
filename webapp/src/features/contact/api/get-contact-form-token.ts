// GET /web/contact-form-token: the signed moment the form is shown; the server decides the bot check (decision 0031).
import { api } from '../../../lib/api-client';

export async function getContactFormToken(): Promise<string> {
  const answer = await api.get<{ token: string }>('/web/contact-form-token');
  return answer.token;
}
