// Client-side messages go into the same field-errors store as the server's 422 errors, so one input shows both.
import { useFieldErrorsStore } from '../../../lib/stores/field-errors-store';

export function setFieldError(field: string, message: string): void {
  const store = useFieldErrorsStore.getState();
  store.setErrors({ ...store.errors, [field]: [message] });
}

/** Moves the focus to the first input the errors marked, so keyboard and screen-reader users find it. */
export function focusFirstInvalid(form: HTMLElement | null): void {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
