// The kitchen's papers of a delivery day (issue 27): GET /web/admin/get_kitchen_count/{id} (JSON) and the PDFs
// /web/admin/download_kitchen_count/{id} and /web/admin/download_labels/{id}, read as downloads.
import { api } from '../../../lib/api-client';
import type { Download } from '../../../lib/save-blob';

export interface ListCount {
  bezorglijst_id: number | null;
  naam: string;
  porties: number;
}

export interface CountNote {
  order_id: number;
  naam: string;
  porties: number;
  notitie: string;
  opmerking: string;
}

export interface SoupCount {
  orderday_product_id: number;
  naam: string;
  totaal: number;
  ophalen: number;
  bezorgen: number;
  per_lijst: ListCount[];
  notities: CountNote[];
}

export interface KitchenCount {
  orderday_id: number;
  bestellingsdag: string;
  totaal: number;
  ophalen: number;
  bezorgen: number;
  bestellingen: number;
  soepen: SoupCount[];
}

export function getKitchenCount(dayId: number): Promise<KitchenCount> {
  return api.get(`/web/admin/get_kitchen_count/${dayId}`);
}

export async function downloadKitchenCount(
  dayId: number,
  onProgress: (fraction: number | null) => void,
): Promise<Download> {
  const file = await api.download(`/web/admin/download_kitchen_count/${dayId}`, onProgress);
  return { blob: file.blob, fileName: file.fileName ?? `keukenlijst-${dayId}.pdf` };
}

export interface LabelSheet {
  name: string;
  description: string;
  per_page: number;
}

export type LabelsPer = 'bestelling' | 'bak';

export function getLabelSheets(): Promise<LabelSheet[]> {
  return api.get('/web/admin/get_label_sheets');
}

export async function downloadLabels(
  dayId: number,
  choice: { sheet: string; start: number; per: LabelsPer },
  onProgress: (fraction: number | null) => void,
): Promise<Download> {
  const query = new URLSearchParams({ sheet: choice.sheet, start: String(choice.start), per: choice.per });
  const file = await api.download(`/web/admin/download_labels/${dayId}?${query.toString()}`, onProgress);
  return { blob: file.blob, fileName: file.fileName ?? `etiketten-${dayId}.pdf` };
}
