// What stands in a screen's place when loading its content failed (decision 0129). The content is missing whatever
// the cause, so the place always says so and offers 'Opnieuw proberen'; the cause is the API client's to tell where it
// told it (401, 403, 429, 503: its banner or toast, decision 0127), so there the place adds no cause of its own ('check
// your connection' would be wrong) and is no second announcement. A 500 or no connection: its own cause, announced.
import { shownByClient } from '../lib/api-errors';

export const LOAD_FAILED = 'Het laden is niet gelukt. Controleer uw verbinding.';
export const NOT_LOADED = 'Het laden is niet gelukt.';

export interface LoadFailure {
  /** The place's text: what is missing (`message`, or NOT_LOADED) and, when the client said nothing, why. */
  text: string;
  /** Whether the place is announced (role alert): only when the API client did not announce the failure itself. */
  announce: boolean;
}

/** `message` names what failed to load (a screen's own words, without a cause); without it the general text. */
export function loadFailure(error: unknown, message?: string): LoadFailure {
  const shown = shownByClient(error);
  return { text: message ?? (shown ? NOT_LOADED : LOAD_FAILED), announce: !shown };
}
