// POST /web/submit-contact-form: the visitor's message, plus the honeypot and the form's token (decision 0031).
import { api } from '../../../lib/api-client';
import type { ContactBody } from '../contact-form';

export function submitContactForm(body: ContactBody): Promise<{ message: string }> {
  return api.post<{ message: string }>('/web/submit-contact-form', body);
}
