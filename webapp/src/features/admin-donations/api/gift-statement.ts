// POST /web/admin/send_gift_statement/{id} (mails the donor's yearly statement with the PDF; audited) and
// GET /web/admin/download_gift_statement/{id}?year (the same PDF for staff); managers only (decision 0089).
import { api } from '../../../lib/api-client';
import { statementDownloadUrl } from '../donation-list';

export function sendGiftStatement(donationId: number, year: number): Promise<{ message: string }> {
  return api.post<{ message: string }>(`/web/admin/send_gift_statement/${donationId}`, { year }, { fieldErrors: false });
}

export async function downloadGiftStatement(donationId: number, year: number): Promise<{ blob: Blob; fileName: string }> {
  const file = await api.download(statementDownloadUrl(donationId, year));
  return { blob: file.blob, fileName: file.fileName ?? `overzicht-giften-${year}.pdf` };
}
