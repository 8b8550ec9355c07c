// The postal-code calls (spec doc 2 section 7): GET get_postal_codes; POST create_postal_code_range,
// edit_postal_code_range/{id}, destroy_postal_code_range/{id}, refresh_postalcode/{id}.
import { api } from '../../../lib/api-client';
import { createQuery } from '../../../lib/query';
import type { MessageAnswer, PostalRange, PostalRangeAnswer, PostalRangePayload } from '../types';

export const postalCodesQuery = createQuery(() => api.get<PostalRange[]>('/web/admin/get_postal_codes'));

export function createPostalRange(payload: PostalRangePayload): Promise<PostalRangeAnswer> {
  return api.post<PostalRangeAnswer>('/web/admin/create_postal_code_range', payload);
}

export function editPostalRange(id: number, payload: PostalRangePayload): Promise<PostalRangeAnswer> {
  return api.post<PostalRangeAnswer>(`/web/admin/edit_postal_code_range/${id}`, payload);
}

export function destroyPostalRange(id: number): Promise<MessageAnswer> {
  return api.post<MessageAnswer>(`/web/admin/destroy_postal_code_range/${id}`);
}

/** One range (404 when it does not exist). */
export function refreshPostalRange(id: string): Promise<PostalRange> {
  return api.post<PostalRange>(`/web/admin/refresh_postalcode/${encodeURIComponent(id)}`);
}
