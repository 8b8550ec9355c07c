// GET /web/admin/download_client_list/{orderday id}: the clients' workbook, read as a stream so the screen can show
// progress, then saved as a file through a blob link.
import { ApiError } from '../../../lib/api-errors';

export interface Download {
  blob: Blob;
  fileName: string;
}

export async function downloadClientList(dayId: number, onProgress: (fraction: number | null) => void): Promise<Download> {
  let response: Response;
  try {
    response = await fetch(`/web/admin/download_client_list/${dayId}`, { credentials: 'same-origin' });
  } catch (cause) {
    throw new ApiError(0, null, cause instanceof Error ? cause.message : 'Netwerkfout');
  }
  if (!response.ok || !response.body) throw new ApiError(response.status, null, 'Het downloaden is niet gelukt.');
  const total = Number(response.headers.get('Content-Length') ?? 0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress(total > 0 ? Math.min(1, received / total) : null);
  }
  onProgress(1);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `klanten-${dayId}.xlsx`;
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  return { blob: new Blob(chunks as BlobPart[], { type }), fileName };
}

export function saveBlob({ blob, fileName }: Download): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
