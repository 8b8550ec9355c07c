// What the waitlist's public screens say after a failed call: a 422's messages, nothing where the API client already
// showed its banner or toast (403, 429, 503: decision 0127), else their own general failure.
import { shownByClient, ValidationError } from '../../lib/api-errors';

export const WAITLIST_ACTION_FAILED = 'Dat is niet gelukt. Probeer het nog eens.';
export const WAITLIST_JOIN_FAILED = 'Het aanmelden is niet gelukt. Probeer het nog eens.';

export function waitlistProblems(error: unknown, failed: string): string[] {
  if (error instanceof ValidationError) {
    const messages = Object.values(error.errors).flat();
    return messages.length > 0 ? messages : [error.message];
  }
  return shownByClient(error) ? [] : [failed];
}
