// The live order-day board's arithmetic: the countdown text and how full each soup is.
export const LIVE_POLL_MS = 5_000;

/** 'nog 2 u 05 min' / 'nog 4 min 09 s' until `target`; 'gesloten' once it has passed. */
export function countdownText(target: Date, now: Date): string {
  const seconds = Math.floor((target.getTime() - now.getTime()) / 1000);
  if (seconds <= 0) return 'gesloten';
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const secs = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  if (days > 0) return `nog ${days} d ${hours} u`;
  if (hours > 0) return `nog ${hours} u ${two(minutes)} min`;
  return `nog ${minutes} min ${two(secs)} s`;
}

/** The share of the portions that is ordered, 0-100 (a soup without portions counts as full). */
export function orderedPercent(hoeveelheid: number, besteld: number): number {
  if (hoeveelheid <= 0) return 100;
  return Math.min(100, Math.round((besteld / hoeveelheid) * 100));
}
