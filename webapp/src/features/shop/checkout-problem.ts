// What the checkout says after 'Bestellen' failed: a 422 points at the fields (the summary and the fields' own
// messages), nothing where the API client already showed its banner or toast (401, 403, 429, 503: decision 0127),
// else its own text for a 500 or no connection (decision 0129).
import { shownByClient, ValidationError } from '../../lib/api-errors';

export const ORDER_FAILED = 'Het bestellen is niet gelukt. Controleer uw verbinding en probeer het opnieuw.';

export type SendProblem = 'invalid' | 'failed' | null;

export function sendProblem(error: unknown): SendProblem {
  if (error instanceof ValidationError) return 'invalid';
  return shownByClient(error) ? null : 'failed';
}
