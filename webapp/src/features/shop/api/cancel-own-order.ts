// POST /web/bestelling-annuleren/{uuid}: cancel every line whose order day has not closed, by the link's token.
import { api } from '../../../lib/api-client';
import type { OwnOrder } from './get-own-order';

export function cancelOwnOrder(uuid: string, token: string): Promise<OwnOrder> {
  return api.post<OwnOrder>(`/web/bestelling-annuleren/${encodeURIComponent(uuid)}`, { token });
}
