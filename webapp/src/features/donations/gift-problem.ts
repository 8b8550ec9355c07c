// What the monthly gift's page says after a failed call: the server's Dutch words where it gave them, nothing where
// the API client already showed its banner or toast (403, 429, 503: decision 0127), else a general failure.
import { ApiError, shownByClient, ValidationError } from '../../lib/api-errors';

export const GIFT_FAILED = 'Dat is niet gelukt. Controleer uw verbinding en probeer het opnieuw.';

export function giftProblemText(error: unknown): string | null {
  if (error instanceof ValidationError) return error.message;
  if (shownByClient(error)) return null;
  if (error instanceof ApiError && error.body && typeof error.body === 'object' && 'message' in error.body) {
    return String(error.body.message);
  }
  return GIFT_FAILED;
}
