// GET /web/admin/get_contact_messages?page&per_page&q: the received contact messages, newest first (managers).
import { api } from '../../../lib/api-client';
import type { ContactMessageFields } from '../../../lib/contact-message';

export interface ContactMessage extends ContactMessageFields {
  id: number;
  ontvanger: string;
  created_at: string;
}

export interface MessagePage {
  data: ContactMessage[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  next_page_url: string | null;
}

export function getContactMessages(page: number, search: string, signal?: AbortSignal): Promise<MessagePage> {
  const query = new URLSearchParams({ page: String(page), per_page: '25' });
  if (search.trim()) query.set('q', search.trim());
  return api.get<MessagePage>(`/web/admin/get_contact_messages?${query.toString()}`, { signal });
}
