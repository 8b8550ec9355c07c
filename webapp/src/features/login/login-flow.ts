// Pure decisions of the staff login screens: which failure is which, the texts shown, code input cleanup.
import { ApiError, shownByClient, ValidationError } from '../../lib/api-errors';

export const LOGIN_TEXTS = {
  loggedIn: 'U bent succesvol ingelogd!',
  wrongCode: 'Onjuiste code, probeer het opnieuw',
  resent: 'Email opnieuw verzonden',
  locked: 'Uw account is vergrendeld. Neem contact op met uw systeembeheerder.',
  attemptExpired: 'Inlogpoging verlopen. Probeer het opnieuw.',
  resendTooSoon: 'Laatste email is minder dan 2 minuten geleden verzonden. Controleer uw inbox',
  resetRequested: 'Email verstuurd. Volg de instructies in de mail om verder te gaan.',
  passwordChanged: 'U password is succesvol aangepast. Log in om verder te gaan',
  resetLinkInvalid: 'Uw wachtwoord-reset link is ongeldig of verlopen.',
  passwordHint: 'Minimaal 10 tekens. Kies geen veelgebruikt wachtwoord; een zinnetje van een paar woorden werkt goed.',
  sendFailed: 'Het versturen is niet gelukt. Controleer uw verbinding en probeer het opnieuw.',
} as const;

/** Durations in milliseconds (spec doc 1 section 9). */
export const LOCK_TOAST_DURATION = 20_000;
export const MESSAGE_DURATION = 5_000;

export const CODE_LENGTH = 6;

/** The `message` of an answer body, or the fallback. */
export function messageIn(body: unknown, fallback: string): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
    return body.message;
  }
  return fallback;
}

/** The server's `message` of a failed call, or the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? messageIn(error.body, fallback) : fallback;
}

/**
 * What a screen does with a failed call:
 * - fields: 422, the messages are already under the inputs;
 * - handled: the API client already showed something (401, 403, 429, 503);
 * - failed: anything else (offline, server error): the screen says the sending failed.
 */
export type CommonFailure = 'fields' | 'handled' | 'failed';

export function commonFailure(error: unknown): CommonFailure {
  if (error instanceof ValidationError) return 'fields';
  if (shownByClient(error)) return 'handled';
  return 'failed';
}

export type CredentialsFailure = 'locked' | CommonFailure;

export function credentialsFailure(error: unknown): CredentialsFailure {
  if (error instanceof ApiError && error.status === 450) return 'locked';
  return commonFailure(error);
}

export type CodeFailure = 'wrong-code' | 'expired' | 'locked' | CommonFailure;

export function codeFailure(error: unknown): CodeFailure {
  if (error instanceof ApiError && error.status === 451) return 'expired';
  if (error instanceof ApiError && error.status === 450) return 'locked';
  if (error instanceof ValidationError && mentionsWrongCode(error)) return 'wrong-code';
  return commonFailure(error);
}

function mentionsWrongCode(error: ValidationError): boolean {
  const texts = [error.message, ...Object.values(error.errors).flat()];
  return texts.some((text) => text.toLowerCase().includes('onjuiste code'));
}

export type ResendFailure = 'too-soon' | 'handled' | 'failed';

export function resendFailure(error: unknown): ResendFailure {
  if (error instanceof ApiError && error.status === 451) return 'too-soon';
  const common = commonFailure(error);
  return common === 'fields' ? 'failed' : common;
}

export type PasswordChangeFailure = 'invalid-link' | CommonFailure;

/** The server answers an unknown, used or expired link with 422 'token is ongeldig' (errors.token). */
export function passwordChangeFailure(error: unknown): PasswordChangeFailure {
  if (error instanceof ValidationError && ('token' in error.errors || error.message === 'token is ongeldig')) {
    return 'invalid-link';
  }
  return commonFailure(error);
}

/** Keeps only digits (spaces from a pasted code are dropped), at most six. */
export function normalizeCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, CODE_LENGTH);
}


export type FieldProblems = Record<string, string[]>;

/** Checks before step one is sent (the server decides whether the combination is right). */
export function credentialsProblems(email: string, password: string): FieldProblems {
  const problems: FieldProblems = {};
  if (email.trim() === '') problems.email = ['Vul uw e-mailadres in.'];
  if (password === '') problems.password = ['Vul uw wachtwoord in.'];
  return problems;
}

export function codeProblems(code: string): FieldProblems {
  return code.length === CODE_LENGTH ? {} : { code: [`Vul de code van ${CODE_LENGTH} cijfers uit de e-mail in.`] };
}

export function resetRequestProblems(email: string): FieldProblems {
  return email.trim() === '' ? { email: ['Vul uw e-mailadres in.'] } : {};
}

export const MIN_PASSWORD_LENGTH = 10;

/** The length and match checks the server also makes (it alone knows the list of too common passwords). */
export function newPasswordProblems(password: string, confirmation: string): FieldProblems {
  const problems: FieldProblems = {};
  if (password.length < MIN_PASSWORD_LENGTH) {
    problems.password = [`Het wachtwoord moet minimaal ${MIN_PASSWORD_LENGTH} tekens lang zijn.`];
  }
  if (password !== confirmation) problems.password_confirmation = ['De wachtwoorden komen niet overeen.'];
  return problems;
}

export function hasProblems(problems: FieldProblems): boolean {
  return Object.keys(problems).length > 0;
}
