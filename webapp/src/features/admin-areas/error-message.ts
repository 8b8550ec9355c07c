// The Dutch message to show for a failed save or delete: the server's own words where it gave them.
import { saveFailure } from '../../components/form-errors';
import { ValidationError } from '../../lib/api-errors';

/**
 * After a failed save: a 422 points at the fields (the messages are under them). After a failed delete the server's
 * own message is shown. Null when the API client already told the user (401, 403, 429, 503).
 */
export function failureMessage(error: unknown, action: 'save' | 'delete' = 'save'): string | null {
  if (action === 'delete' && error instanceof ValidationError) return error.message;
  return saveFailure(error);
}
