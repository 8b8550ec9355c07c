// The contact form after a failed send (decision 0129): no text of its own under the API client's banner or toast.
import { expect, it } from 'vitest';
import { ApiError, ValidationError } from '../../lib/api-errors';
import { SEND_FAILED, sendFailure } from './contact-form';

it.each([401, 403, 429, 503])('%i: no text of its own', (status) => {
  expect(sendFailure(new ApiError(status, { message: 'Te veel pogingen.' }))).toBeNull();
});

it('a 500 or no connection: its own text', () => {
  expect(sendFailure(new ApiError(500, null))).toBe(SEND_FAILED);
  expect(sendFailure(new ApiError(0, null, 'Netwerkfout'))).toBe(SEND_FAILED);
});

it("a 422: the fields, or the bot check's clear answer", () => {
  expect(sendFailure(new ValidationError(null, 'x', { naam: ['Vul uw naam in.'] }))).toBeNull();
  expect(sendFailure(new ValidationError(null, 'x', { formulier: ['Te snel verstuurd.'] }))).toBe('Te snel verstuurd.');
  expect(sendFailure(new ValidationError(null, 'x', { formulier_token: ['Verlopen.'] }))).toBe('Verlopen.');
});
