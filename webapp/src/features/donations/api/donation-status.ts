// GET /web/donation-status/{uuid}: what the thank-you page shows (no personal data).
import { api } from '../../../lib/api-client';

export type DonationStatus = 'open' | 'in_behandeling' | 'betaald' | 'mislukt' | 'geannuleerd' | 'verlopen';

export interface DonationState {
  uuid: string;
  bedrag: number;
  status: DonationStatus;
}

export function getDonationStatus(uuid: string): Promise<DonationState> {
  return api.get<DonationState>(`/web/donation-status/${encodeURIComponent(uuid)}`);
}
