// The change-order page after a refused change (decision 0129): the notice in the order's place on a 403, no text of
// its own under the API client's banners, its own text for a 500 or no connection.
import { expect, it } from 'vitest';
import { ApiError, ValidationError } from '../../lib/api-errors';
import { CHANGE_FAILED, changeOutcome } from './own-order-problem';

it.each([401, 429, 503])('%i: no text of its own', (status) => {
  expect(changeOutcome(new ApiError(status, { message: 'Te veel pogingen.' }))).toEqual({ notice: false, problem: null });
});

it("403: the spec's change-order notice takes the order's place, no text of its own", () => {
  expect(changeOutcome(new ApiError(403, null))).toEqual({ notice: true });
});

it('a 500 or no connection: its own text', () => {
  expect(changeOutcome(new ApiError(500, null))).toEqual({ notice: false, problem: CHANGE_FAILED });
  expect(changeOutcome(new ApiError(0, null, 'Netwerkfout'))).toEqual({ notice: false, problem: CHANGE_FAILED });
});

it("a 422: the server's reason", () => {
  const refused = new ValidationError(null, 'x', { lines: ['De bestelling voor deze dag is gesloten.'] });
  expect(changeOutcome(refused)).toEqual({ notice: false, problem: 'De bestelling voor deze dag is gesloten.' });
});
