// Standing customers on pause (issue 27 item 4): GET get_customer_pauses[?klant=ID] (pauses that have not ended),
// POST add_customer_pause {klant, van, tot, reden} and delete_customer_pause/{id}; 422 errors under the fields.
import { api } from '../../../lib/api-client';
import type { IsoDate } from '../../../lib/rules/dates';

export interface CustomerPause {
  id: number;
  klant: number;
  van: IsoDate;
  tot: IsoDate;
  reden: string;
  /** Whether the pause covers today (otherwise it starts later). */
  actief: boolean;
}

export interface PausePayload {
  klant: number;
  van: string;
  tot: string;
  reden: string;
}

export async function getPauses(klant?: number, signal?: AbortSignal): Promise<CustomerPause[]> {
  const query = klant === undefined ? '' : `?klant=${klant}`;
  const answer = await api.get<{ pauzes: CustomerPause[] }>(`/web/admin/get_customer_pauses${query}`, signal ? { signal } : {});
  return answer.pauzes;
}

export function addPause(payload: PausePayload): Promise<{ id: number; message: string }> {
  return api.post('/web/admin/add_customer_pause', payload);
}

export function deletePause(id: number): Promise<{ message: string }> {
  return api.post(`/web/admin/delete_customer_pause/${id}`);
}

/** 'Gepauzeerd t/m 14-12-2026 (vakantie)' or 'Pauze van 01-12-2026 t/m 14-12-2026 (vakantie)'. */
export function pauseText(pause: CustomerPause, format: (day: IsoDate) => string): string {
  return pause.actief
    ? `Gepauzeerd t/m ${format(pause.tot)} (${pause.reden})`
    : `Pauze van ${format(pause.van)} t/m ${format(pause.tot)} (${pause.reden})`;
}
