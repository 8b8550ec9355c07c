// The admin forms saved through useAdminFormSubmit: a failure the API client already announced (401, 403, 429, 503)
// gets no second message on the form; any other failure does (decision 0127). The postal range, blacklist and user
// forms used to say 'Dat is niet gelukt' beside the client's banner; they pass no 422 text of their own. (The order
// day form, with its own 422 text: features/admin-order-days/error-message.test.ts.)
import { describe, expect, it } from 'vitest';
import { ApiError, ValidationError } from '../lib/api-errors';
import { submitFailure } from './admin-form-submit';
import { CHECK_FIELDS, GENERIC_FAILURE } from './form-errors';

describe.each(['postcodegebied (postcode-form)', 'blokkade (blacklist-form)', 'gebruiker (user-form)'])(
  'the %s form after a failed save',
  () => {
    it.each([401, 403, 429, 503])('%i: nothing more than the API client showed', (status) => {
      expect(submitFailure(new ApiError(status, null))).toBeNull();
    });

    it('500, no connection or anything else: the general failure', () => {
      expect(submitFailure(new ApiError(500, null))).toBe(GENERIC_FAILURE);
      expect(submitFailure(new ApiError(0, null, 'Netwerkfout'))).toBe(GENERIC_FAILURE);
      expect(submitFailure(new Error('kapot'))).toBe(GENERIC_FAILURE);
    });

    it('422: points at the fields', () => {
      expect(submitFailure(new ValidationError(null, 'Kan niet', { postcode: ['Kan niet'] }))).toBe(CHECK_FIELDS);
    });
  },
);
