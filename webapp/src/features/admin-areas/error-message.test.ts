import { describe, expect, it } from 'vitest';
import { ApiError, ValidationError } from '../../lib/api-errors';
import { CHECK_FIELDS, GENERIC_FAILURE } from '../../components/form-errors';
import { failureMessage } from './error-message';

describe('failure messages', () => {
  it('points at the fields after a failed save and repeats the server after a failed delete', () => {
    const invalid = new ValidationError(null, 'Kan niet', { postcode: ['Kan niet'] });
    expect(failureMessage(invalid)).toBe(CHECK_FIELDS);
    expect(failureMessage(invalid, 'delete')).toBe('Kan niet');
  });

  it('stays silent where the API client already spoke', () => {
    expect(failureMessage(new ApiError(403, null))).toBeNull();
    expect(failureMessage(new ApiError(503, null))).toBeNull();
    expect(failureMessage(new ApiError(500, null))).toBe(GENERIC_FAILURE);
    expect(failureMessage(new ApiError(0, null))).toBe(GENERIC_FAILURE);
  });
});
