// Client-side checks show their messages exactly like the server's 422 errors: under the inputs and in the form's
// summary (FormErrorSummary), all at once, with the focus on the first problem field.
import { focusFirstInvalid } from '../../../components/form-errors';
import { useFieldErrorsStore } from '../../../lib/stores/field-errors-store';
import { type FieldProblems, hasProblems } from '../login-flow';

/** Shows the problems (when any), moves the focus to the first, and tells whether there were any. */
export function showProblems(problems: FieldProblems, form: HTMLFormElement | null): boolean {
  if (!hasProblems(problems)) return false;
  useFieldErrorsStore.getState().setErrors(problems);
  focusFirstInvalid(form);
  return true;
}
