// The blacklist calls (spec doc 2 section 7): GET get_blacklist; POST create_blacklist, edit_blacklist_item/{id},
// delete_blacklist_item/{id}, refresh_blacklist_item/{id}.
import { api } from '../../../lib/api-client';
import { createQuery } from '../../../lib/query';
import type { BlacklistAnswer, BlacklistItem, BlacklistPayload, MessageAnswer } from '../types';

export const blacklistQuery = createQuery(() => api.get<BlacklistItem[]>('/web/admin/get_blacklist'));

export function createBlacklistItem(payload: BlacklistPayload): Promise<BlacklistAnswer> {
  return api.post<BlacklistAnswer>('/web/admin/create_blacklist', payload);
}

export function editBlacklistItem(id: number, payload: BlacklistPayload): Promise<BlacklistAnswer> {
  return api.post<BlacklistAnswer>(`/web/admin/edit_blacklist_item/${id}`, payload);
}

export function deleteBlacklistItem(id: number): Promise<MessageAnswer> {
  return api.post<MessageAnswer>(`/web/admin/delete_blacklist_item/${id}`);
}

/** One item (404 when it does not exist). */
export function refreshBlacklistItem(id: string): Promise<BlacklistItem> {
  return api.post<BlacklistItem>(`/web/admin/refresh_blacklist_item/${encodeURIComponent(id)}`);
}
