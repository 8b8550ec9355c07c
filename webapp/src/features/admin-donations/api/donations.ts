// GET /web/admin/get_donations (paged, with the totals of the selection) and GET /web/admin/export_donations (the same
// selection as a workbook for the bookkeeping); managers only. The yearly statement of a donation's donor is in
// gift-statement.ts.
import { api } from '../../../lib/api-client';
import type { Paged } from '../../../lib/paged';
import { donationsUrl, exportUrl, type DonationListParams, type DonationTotals, type ListedDonation, type PeriodSum } from '../donation-list';

export type DonationPage = Paged<ListedDonation> & DonationTotals & { per_maand?: PeriodSum[]; per_jaar?: PeriodSum[] };

export function getDonations(list: DonationListParams, signal?: AbortSignal): Promise<DonationPage> {
  return api.get<DonationPage>(donationsUrl(list), signal ? { signal } : {});
}

export async function downloadDonations(list: DonationListParams): Promise<{ blob: Blob; fileName: string }> {
  const file = await api.download(exportUrl(list));
  return { blob: file.blob, fileName: file.fileName ?? 'donaties.xlsx' };
}
