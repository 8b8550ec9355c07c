// POST /web/bestelling-aanpassen/{uuid}: lower or cancel (hoeveelheid 0) lines by the link's token; 422 per line
// (`lines.<id>.hoeveelheid`), 403 when the link no longer allows changes.
import { api } from '../../../lib/api-client';
import type { OwnOrder } from './get-own-order';

export function changeOwnOrder(
  uuid: string,
  token: string,
  lines: { id: number; hoeveelheid: number }[],
): Promise<OwnOrder> {
  return api.post<OwnOrder>(`/web/bestelling-aanpassen/${encodeURIComponent(uuid)}`, { token, lines });
}
