// What the change-order page does after a refused change or cancellation (decision 0129): a 422 shows the server's
// reason; a 403 (the link no longer allows changes: setting off, link expired, the day closed) puts the spec's
// change-order notice in the order's place, beside the API client's toast; nothing of its own where the client showed
// a banner (401, 429, 503: decision 0127); its own text for a 500 or no connection.
import { ApiError, shownByClient, ValidationError } from '../../lib/api-errors';

export const CHANGE_FAILED = 'Het opslaan is niet gelukt. Probeer het nog eens.';

export type ChangeOutcome = { notice: true } | { notice: false; problem: string | null };

export function changeOutcome(error: unknown): ChangeOutcome {
  if (error instanceof ValidationError) {
    return { notice: false, problem: Object.values(error.errors).flat()[0] ?? error.message };
  }
  if (error instanceof ApiError && error.status === 403) return { notice: true };
  return { notice: false, problem: shownByClient(error) ? null : CHANGE_FAILED };
}
