// The monthly gift's page after a failed call (decision 0127): where the API client already showed its banner or
// toast (403, 429 with the server's words, 503) the page adds nothing; otherwise it says what went wrong.
import { describe, expect, it } from 'vitest';
import { ApiError, ValidationError } from '../../lib/api-errors';
import { GIFT_FAILED, giftProblemText } from './gift-problem';

describe('the monthly gift page', () => {
  it.each([401, 403, 429, 503])('%i: no second message', (status) => {
    expect(giftProblemText(new ApiError(status, { message: 'Te veel pogingen.' }))).toBeNull();
  });

  it("a 500 or no connection: the server's words or the general failure", () => {
    expect(giftProblemText(new ApiError(500, null))).toBe(GIFT_FAILED);
    expect(giftProblemText(new ApiError(0, null, 'Netwerkfout'))).toBe(GIFT_FAILED);
    expect(giftProblemText(new ApiError(502, { message: 'Mollie is niet bereikbaar.' }))).toBe('Mollie is niet bereikbaar.');
  });

  it('a 422: its message', () => {
    expect(giftProblemText(new ValidationError(null, 'Deze link is verlopen.', {}))).toBe('Deze link is verlopen.');
  });
});
