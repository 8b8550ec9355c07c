// The Dutch message to show for a failed save or delete: the server's own words where it gave them.
import { ApiError, ValidationError } from '../../lib/api-errors';

export const GENERIC_FAILURE = 'Dat is niet gelukt. Probeer het opnieuw.';
export const CHECK_FIELDS = 'Niet alles is goed ingevuld. Bekijk de meldingen bij de velden.';

/**
 * After a failed save: a 422 points at the fields (the messages are under them). After a failed delete the server's
 * own message is shown. Null when the API client already told the user (401, 403, 429, 503).
 */
export function failureMessage(error: unknown, action: 'save' | 'delete' = 'save'): string | null {
  if (error instanceof ValidationError) return action === 'save' ? CHECK_FIELDS : error.message;
  if (error instanceof ApiError && [401, 403, 429, 503].includes(error.status)) return null;
  return GENERIC_FAILURE;
}
