// The order day form (useAdminFormSubmit with its own 422 text): no second message where the API client already
// spoke (decision 0127); the general failure otherwise.
import { describe, expect, it } from 'vitest';
import { submitFailure } from '../../components/admin-form-submit';
import { CHECK_FIELDS, GENERIC_FAILURE } from '../../components/form-errors';
import { ApiError, ValidationError } from '../../lib/api-errors';
import { failureMessage, refusedSaveText } from './error-message';

describe('the order day form after a failed save', () => {
  it.each([401, 403, 429, 503])('%i: nothing more than the API client showed', (status) => {
    expect(submitFailure(new ApiError(status, null), refusedSaveText)).toBeNull();
  });

  it('500 or no connection: the general failure', () => {
    expect(submitFailure(new ApiError(500, null), refusedSaveText)).toBe(GENERIC_FAILURE);
    expect(submitFailure(new ApiError(0, null, 'Netwerkfout'), refusedSaveText)).toBe(GENERIC_FAILURE);
  });

  it('422: points at the fields and adds the messages of fields without an input', () => {
    const refused = new ValidationError(null, 'x', { bestellingsdag: ['Onder het veld'], orderday: ['Bestaat al'] });
    expect(submitFailure(refused, refusedSaveText)).toBe(`${CHECK_FIELDS} Bestaat al`);
  });
});

describe('the order days list and waitlist actions', () => {
  it('say nothing more where the client spoke, the general failure otherwise', () => {
    expect(failureMessage(new ApiError(403, null))).toBeNull();
    expect(failureMessage(new ApiError(429, null))).toBeNull();
    expect(failureMessage(new ApiError(500, null))).toBe(GENERIC_FAILURE);
  });
});
