// The Dutch message to show for a failed order-day action: the server's own words where it gave them.
import { ApiError, ValidationError } from '../../lib/api-errors';

export const GENERIC_FAILURE = 'Dat is niet gelukt. Probeer het opnieuw.';

export function failureMessage(error: unknown): string | null {
  if (error instanceof ValidationError) {
    const first = Object.values(error.errors).flat()[0];
    return first ?? error.message;
  }
  // 401, 403 and 503 are already shown by the API client.
  if (error instanceof ApiError && [401, 403, 429, 503].includes(error.status)) return null;
  return GENERIC_FAILURE;
}
