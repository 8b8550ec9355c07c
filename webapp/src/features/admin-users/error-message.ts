// The Dutch message to show for a failed call: the server's own words where it gave them.
import { GENERIC_FAILURE, shownByClient } from '../../components/form-errors';
import { ApiError, ValidationError } from '../../lib/api-errors';

/**
 * After a failed toolbar action (deactivate, delete, ...): the server's Dutch reason for a 422 (for example
 * 'U kunt uzelf niet deactiveren.'), 'not found' for a user that is gone, null when already shown.
 */
export function actionFailure(error: unknown): string | null {
  if (error instanceof ValidationError) return error.message;
  if (error instanceof ApiError && error.status === 404) return 'Deze gebruiker bestaat niet (meer).';
  if (shownByClient(error)) return null;
  return GENERIC_FAILURE;
}
