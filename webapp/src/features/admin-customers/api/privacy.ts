// Privacy (AVG), managers only (docs/decisions/0017-privacy.md): GET customer_data_export/{id} (everything stored
// about the customer, a JSON download) and POST erase_customer/{id} (422 with a Dutch message when not possible).
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-errors';
import type { MessageAnswer } from '../types';

export interface Download {
  blob: Blob;
  fileName: string;
}

/** The file name from a Content-Disposition header, or klantgegevens-{id}.json. */
export function exportFileName(disposition: string | null, id: number): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? `klantgegevens-${id}.json`;
}

export async function downloadCustomerData(id: number): Promise<Download> {
  let response: Response;
  try {
    response = await fetch(`/web/admin/customer_data_export/${id}`, { credentials: 'same-origin' });
  } catch (cause) {
    throw new ApiError(0, null, cause instanceof Error ? cause.message : 'Netwerkfout');
  }
  if (!response.ok) throw new ApiError(response.status, null, 'Het downloaden is niet gelukt.');
  const blob = await response.blob();
  return { blob, fileName: exportFileName(response.headers.get('Content-Disposition'), id) };
}

export function eraseCustomer(id: number): Promise<MessageAnswer> {
  return api.post<MessageAnswer>(`/web/admin/erase_customer/${id}`);
}
