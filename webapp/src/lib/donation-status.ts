// A donation's status in Dutch (the server's STATUS_LABELS in soepkern/domain/donations.py), for every screen that
// shows donations: the customer page and the donations list.
export const DONATION_STATUSES = ['open', 'in_behandeling', 'betaald', 'mislukt', 'geannuleerd', 'verlopen'] as const;

export type DonationStatus = (typeof DONATION_STATUSES)[number];

export const DONATION_STATUS_LABELS: Record<DonationStatus, string> = {
  open: 'Open',
  in_behandeling: 'In behandeling',
  betaald: 'Betaald',
  mislukt: 'Mislukt',
  geannuleerd: 'Geannuleerd',
  verlopen: 'Verlopen',
};

export function donationStatusText(status: string): string {
  return (DONATION_STATUS_LABELS as Record<string, string>)[status] ?? status;
}

/** 'ideal' -> 'iDEAL'; another method as it is, none as '–'. */
export function paymentMethodText(method: string | null | undefined): string {
  if (!method) return '–';
  return method === 'ideal' ? 'iDEAL' : method;
}
