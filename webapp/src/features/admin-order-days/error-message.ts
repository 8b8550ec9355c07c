// The Dutch message to show for a failed order-day action: the server's own words where it gave them.
import { GENERIC_FAILURE, shownByClient } from '../../components/form-errors';
import { ValidationError } from '../../lib/api-errors';

export function failureMessage(error: unknown): string | null {
  if (error instanceof ValidationError) {
    const first = Object.values(error.errors).flat()[0];
    return first ?? error.message;
  }
  if (shownByClient(error)) return null;
  return GENERIC_FAILURE;
}
