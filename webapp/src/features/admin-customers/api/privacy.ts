// Privacy (AVG), managers only (docs/decisions/0017-privacy.md): GET customer_data_export/{id} (everything stored
// about the customer, a JSON download) and POST erase_customer/{id} (422 with a Dutch message when not possible).
import { api } from '../../../lib/api-client';
import type { Download } from '../../../lib/save-blob';
import type { MessageAnswer } from '../types';

export async function downloadCustomerData(id: number): Promise<Download> {
  const file = await api.download(`/web/admin/customer_data_export/${id}`);
  return { blob: file.blob, fileName: file.fileName ?? `klantgegevens-${id}.json` };
}

export function eraseCustomer(id: number): Promise<MessageAnswer> {
  return api.post<MessageAnswer>(`/web/admin/erase_customer/${id}`);
}
