// The Dutch message to show for a failed order-day action: the server's own words where it gave them.
import { CHECK_FIELDS, GENERIC_FAILURE, shownByClient } from '../../components/form-errors';
import { ValidationError } from '../../lib/api-errors';
import { messagesWithoutInput } from './order-day-form';

export function failureMessage(error: unknown): string | null {
  if (error instanceof ValidationError) {
    const first = Object.values(error.errors).flat()[0];
    return first ?? error.message;
  }
  if (shownByClient(error)) return null;
  return GENERIC_FAILURE;
}

/** The order day form's text after a refused save (422): 'check the fields' and the messages of fields without an
 * input; any other failure is `submitFailure`'s (none where the API client already spoke). */
export function refusedSaveText(error: ValidationError): string {
  return [CHECK_FIELDS, ...messagesWithoutInput(error.errors)].join(' ');
}
