// POST /web/admin/save_bezorg_notitie/{customer id} {bezorg_notitie} -> {id, bezorg_notitie, message}.
import { api } from '../../../lib/api-client';

export function saveCareNote(customerId: number, note: string): Promise<{ bezorg_notitie: string; message: string }> {
  return api.post(`/web/admin/save_bezorg_notitie/${customerId}`, { bezorg_notitie: note });
}
