// The subjects screen's rules: one address per subject, checked in the browser before saving (the server checks too)
// by the web app's one e-mail rule.
import { emailProblem } from '../../lib/rules/email';

/** Errors per subject for addresses that are filled in but not valid (an empty address is allowed). */
export function addressErrors(addresses: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [subject, address] of Object.entries(addresses)) {
    const problem = emailProblem(address);
    if (problem) errors[subject] = problem;
  }
  return errors;
}

export function trimmedAddresses(addresses: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(addresses).map(([subject, address]) => [subject, address.trim()]));
}

/** Saving the subjects failed otherwise than a refusal (none where the API client already spoke, decision 0127). */
export const SUBJECTS_SAVE_FAILED = 'Opslaan is niet gelukt. Probeer het opnieuw.';
