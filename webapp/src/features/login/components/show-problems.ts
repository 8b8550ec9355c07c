// Client-side checks show their messages exactly like the server's 422 errors: under the inputs.
import { useFieldErrorsStore } from '../../../lib/stores/field-errors-store';
import { type FieldProblems, hasProblems } from '../login-flow';

/** Shows the problems (when any) and tells whether there were any. */
export function showProblems(problems: FieldProblems): boolean {
  if (!hasProblems(problems)) return false;
  useFieldErrorsStore.getState().setErrors(problems);
  return true;
}
