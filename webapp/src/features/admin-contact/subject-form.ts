// The subjects screen's rules: one address per subject, checked in the browser before saving (the server checks too).

export const EMAIL_INVALID = 'Vul een geldig e-mailadres in.';
const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Errors per subject for addresses that are filled in but not valid (an empty address is allowed). */
export function addressErrors(addresses: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [subject, address] of Object.entries(addresses)) {
    const trimmed = address.trim();
    if (trimmed && !EMAIL_PATTERN.test(trimmed)) errors[subject] = EMAIL_INVALID;
  }
  return errors;
}

export function trimmedAddresses(addresses: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(addresses).map(([subject, address]) => [subject, address.trim()]));
}
