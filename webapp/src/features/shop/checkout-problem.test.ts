// The checkout after a failed 'Bestellen' (decision 0129): no text of its own under the API client's banner or toast.
import { expect, it } from 'vitest';
import { ApiError, ValidationError } from '../../lib/api-errors';
import { sendProblem } from './checkout-problem';

it.each([401, 403, 429, 503])('%i: no text of its own', (status) => {
  expect(sendProblem(new ApiError(status, { message: 'Te veel pogingen.' }))).toBeNull();
});

it('a 500 or no connection: its own text', () => {
  expect(sendProblem(new ApiError(500, null))).toBe('failed');
  expect(sendProblem(new ApiError(0, null, 'Netwerkfout'))).toBe('failed');
});

it('a 422: the fields', () => {
  expect(sendProblem(new ValidationError(null, 'x', { email: ['Vul een geldig e-mailadres in.'] }))).toBe('invalid');
});
