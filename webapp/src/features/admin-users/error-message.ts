// The Dutch message to show for a failed call: the server's own words where it gave them.
import { ApiError, ValidationError } from '../../lib/api-errors';

export const GENERIC_FAILURE = 'Dat is niet gelukt. Probeer het opnieuw.';
export const CHECK_FIELDS = 'Niet alles is goed ingevuld. Bekijk de meldingen bij de velden.';
export const NO_ACCESS = 'U heeft geen toegang tot het gebruikersbeheer.';

/** Statuses the API client already told the user about (banner or toast). */
const ALREADY_SHOWN = [401, 403, 429, 503];

/** After a failed save: a 422 points at the fields (the messages are under them). Null when already shown. */
export function saveFailure(error: unknown): string | null {
  if (error instanceof ValidationError) return CHECK_FIELDS;
  if (error instanceof ApiError && ALREADY_SHOWN.includes(error.status)) return null;
  return GENERIC_FAILURE;
}

/**
 * After a failed toolbar action (deactivate, delete, ...): the server's Dutch reason for a 422 (for example
 * 'U kunt uzelf niet deactiveren.'), 'not found' for a user that is gone, null when already shown.
 */
export function actionFailure(error: unknown): string | null {
  if (error instanceof ValidationError) return error.message;
  if (error instanceof ApiError && error.status === 404) return 'Deze gebruiker bestaat niet (meer).';
  if (error instanceof ApiError && ALREADY_SHOWN.includes(error.status)) return null;
  return GENERIC_FAILURE;
}

export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}
