// The donation form after a failed 'Doneren' (decision 0129): no text of its own under the API client's banner or
// toast.
import { expect, it } from 'vitest';
import { ApiError, ValidationError } from '../../lib/api-errors';
import { DONATE_FAILED, donateFailure } from './donation-form';

it.each([401, 403, 429, 503])('%i: no text of its own', (status) => {
  expect(donateFailure(new ApiError(status, { message: 'Te veel pogingen.' }))).toBeNull();
});

it("a 500 or no connection: its own text; the payment provider's failure in the server's words", () => {
  expect(donateFailure(new ApiError(500, null))).toBe(DONATE_FAILED);
  expect(donateFailure(new ApiError(0, null, 'Netwerkfout'))).toBe(DONATE_FAILED);
  expect(donateFailure(new ApiError(502, { message: 'Mollie is niet bereikbaar.' }))).toBe('Mollie is niet bereikbaar.');
  expect(donateFailure(new ApiError(502, null))).toBe(DONATE_FAILED);
});

it('a 422: the fields only', () => {
  expect(donateFailure(new ValidationError(null, 'x', { bedrag: ['Kies of vul een bedrag in.'] }))).toBeNull();
});
