// The contact form's state and the body it sends (spec doc 1 sections 2, 3, 5 and decision 0010).
import { shownByClient, ValidationError } from '../../lib/api-errors';
import type { ContactMessageFields } from '../../lib/contact-message';

/** The contact page's heading and the line under it. */
export const CONTACT_TITLE = 'Contact';
export const CONTACT_INTRO = 'Heeft u een vraag over de stichting, de soep of meedoen? Neem gerust contact met ons op.';
export const MAX_QUESTION_LENGTH = 10_000;
export const RETURN_HOME_SECONDS = 10;
/** The contact-sent page's words: read by the page and by the server's first paint of it (app/first-paint-pages.ts). */
export const SENT_SCREEN = {
  title: 'Bericht verzonden',
  thanks: 'Bedankt voor uw bericht. Wij nemen zo snel mogelijk contact met u op.',
  countdownBefore: 'U gaat over ',
  countdownAfter: ' terug naar de homepagina.',
  second: 'seconde',
  seconds: 'seconden',
  button: 'Nu naar de homepagina',
} as const;
export const SENT_PATH = '/contact-formulier-verzonden';
export const PRIVACY_PATH = '/privacy';

export interface ContactDraft {
  naam: string;
  zakelijk: boolean;
  bedrijf: string;
  email: string;
  telefoonnummer: string;
  onderwerp: string;
  vraag: string;
}

export interface ContactBody extends ContactMessageFields {
  /** The honeypot: a hidden field people leave empty. */
  website: string;
  /** The signed moment the server issued when the form was shown: the server decides the fill time (decision 0031). */
  formulier_token: string;
}

/** The fields of the server's clear answer when a well-filled form looks like a bot's (nothing is sent): too fast or
 * a filled honeypot, and a missing or expired token (the form then fetches a fresh one). */
export const BOT_CHECK_FIELD = 'formulier';
export const TOKEN_FIELD = 'formulier_token';

export const SEND_FAILED = 'Het versturen is niet gelukt. Controleer uw verbinding en probeer het opnieuw.';

/**
 * The form's own message after a failed send: the bot check's clear answer (a 422 of `formulier` or the token), none
 * for other 422s (under the fields and in the summary) or where the API client already showed its banner or toast
 * (401, 403, 429, 503: decisions 0127 and 0129), else its own text for a 500 or no connection.
 */
export function sendFailure(error: unknown): string | null {
  if (error instanceof ValidationError) return error.errors[BOT_CHECK_FIELD]?.[0] ?? error.errors[TOKEN_FIELD]?.[0] ?? null;
  return shownByClient(error) ? null : SEND_FAILED;
}

export const EMPTY_CONTACT: ContactDraft = {
  naam: '',
  zakelijk: false,
  bedrijf: '',
  email: '',
  telefoonnummer: '',
  onderwerp: '',
  vraag: '',
};

/** The body to send: the company only for business contact. */
export function contactBody(draft: ContactDraft, honeypot: string, formToken: string): ContactBody {
  return {
    naam: draft.naam.trim(),
    bedrijf: draft.zakelijk ? draft.bedrijf.trim() : '',
    email: draft.email.trim(),
    telefoonnummer: draft.telefoonnummer.trim(),
    onderwerp: draft.onderwerp,
    vraag: draft.vraag,
    website: honeypot,
    formulier_token: formToken,
  };
}

/** The subjects from the settings list `onderwerpen` (strings only). */
export function subjectsFrom(onderwerpen: readonly unknown[] | undefined): string[] {
  return (onderwerpen ?? []).filter((subject): subject is string => typeof subject === 'string' && subject !== '');
}

/** '1.234 / 10.000 tekens' for the question's counter. */
export function counterText(length: number): string {
  const format = (n: number) => n.toLocaleString('nl-NL');
  return `${format(length)} / ${format(MAX_QUESTION_LENGTH)} tekens`;
}

/** Seconds left on the sent page's countdown (never below 0). */
export function secondsLeft(startedAt: number, now: number, total = RETURN_HOME_SECONDS): number {
  return Math.max(0, total - Math.floor((now - startedAt) / 1000));
}
