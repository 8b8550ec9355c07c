// The admin forms' failure messages and field errors, once. Browser-side messages go into the same field-errors
// store as the server's 422 errors, so one input shows both.
import { shownByClient, ValidationError } from '../lib/api-errors';
import { useFieldErrorsStore } from '../lib/stores/field-errors-store';
import { fieldElement, requiredProblems } from './form-fields';

export const CHECK_FIELDS = 'Niet alles is goed ingevuld. Bekijk de meldingen bij de velden.';
export const GENERIC_FAILURE = 'Dat is niet gelukt. Probeer het opnieuw.';

export { shownByClient };

/** After a failed save: a 422 points at the fields (the messages are under them). Null when already shown. */
export function saveFailure(error: unknown): string | null {
  if (error instanceof ValidationError) return CHECK_FIELDS;
  return unlessShown(error, GENERIC_FAILURE);
}

/** A screen's own text for a failure that is not a 422: null where the API client already told the user. */
export function unlessShown(error: unknown, message: string): string | null {
  return shownByClient(error) ? null : message;
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

/**
 * Moves the focus to the form's first problem (in the form's order): an input marked invalid or the field of any
 * message in the store, so keyboard and screen-reader users (and a phone's visitor) land on it.
 */
export function focusFirstInvalid(form: HTMLElement | null): void {
  requestAnimationFrame(() => {
    if (!form) return;
    const candidates = [
      ...form.querySelectorAll<HTMLElement>('[aria-invalid="true"]'),
      ...Object.keys(useFieldErrorsStore.getState().errors).flatMap((field) => fieldElement(form, field) ?? []),
    ];
    const first = candidates.reduce<HTMLElement | null>(
      (best, element) =>
        !best || best.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING ? element : best,
      null,
    );
    first?.scrollIntoView({ block: 'center' });
    first?.focus({ preventScroll: true });
  });
}

/**
 * Before sending (every form): all browser-side problems at once, the required inputs left empty and the form's own
 * checks (`own`, field -> message). They show under the fields and in the form's summary, and the first problem
 * field gets the focus. True when the form must not be sent.
 */
export function refuseIncomplete(form: HTMLFormElement | null, own: Record<string, string> = {}): boolean {
  const problems = { ...(form ? requiredProblems(form) : {}), ...own };
  if (Object.keys(problems).length === 0) return false;
  setFieldErrors(problems);
  focusFirstInvalid(form);
  return true;
}
