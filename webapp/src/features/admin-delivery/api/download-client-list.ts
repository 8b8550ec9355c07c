// GET /web/admin/download_client_list/{orderday id}: the clients' workbook, read as a stream so the screen can show
// progress (the api client's download: a lapsed session goes to the login page), then saved through a blob link.
import { api } from '../../../lib/api-client';
import type { Download } from '../../../lib/save-blob';

export async function downloadClientList(dayId: number, onProgress: (fraction: number | null) => void): Promise<Download> {
  const file = await api.download(`/web/admin/download_client_list/${dayId}`, onProgress);
  return { blob: file.blob, fileName: file.fileName ?? `klanten-${dayId}.xlsx` };
}
