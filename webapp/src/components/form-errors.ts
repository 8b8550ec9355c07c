// The admin forms' failure messages and field errors, once. Browser-side messages go into the same field-errors
// store as the server's 422 errors, so one input shows both.
import { ApiError, ValidationError } from '../lib/api-errors';
import { useFieldErrorsStore } from '../lib/stores/field-errors-store';

export const CHECK_FIELDS = 'Niet alles is goed ingevuld. Bekijk de meldingen bij de velden.';
export const GENERIC_FAILURE = 'Dat is niet gelukt. Probeer het opnieuw.';

/** Statuses the API client already told the user about (banner or toast): 401, 403, 429, 503. */
export function shownByClient(error: unknown): boolean {
  return error instanceof ApiError && [401, 403, 429, 503].includes(error.status);
}

/** After a failed save: a 422 points at the fields (the messages are under them). Null when already shown. */
export function saveFailure(error: unknown): string | null {
  if (error instanceof ValidationError) return CHECK_FIELDS;
  if (shownByClient(error)) return null;
  return GENERIC_FAILURE;
}

export function setFieldError(field: string, message: string): void {
  const store = useFieldErrorsStore.getState();
  store.setErrors({ ...store.errors, [field]: [message] });
}

/** Several browser-side messages at once (field name -> message), beside the ones already shown. */
export function setFieldErrors(messages: Record<string, string>): void {
  const store = useFieldErrorsStore.getState();
  store.setErrors({ ...store.errors, ...Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, [v]])) });
}

/** Row errors are numbered by position ('products.3.hoeveelheid'): after removing a row they no longer match. */
export function clearRowErrors(prefix = 'products.'): void {
  const store = useFieldErrorsStore.getState();
  store.setErrors(Object.fromEntries(Object.entries(store.errors).filter(([field]) => !field.startsWith(prefix))));
}

/** Moves the focus to the first input the errors marked, so keyboard and screen-reader users find it. */
export function focusFirstInvalid(form: HTMLElement | null): void {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
