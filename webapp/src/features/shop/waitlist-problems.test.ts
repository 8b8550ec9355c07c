// The waitlist's public screens after a failed call (decision 0127): nothing of their own where the API client
// already showed its banner or toast (403, 429, 503), their own text for any other failure.
import { describe, expect, it } from 'vitest';
import { ApiError, ValidationError } from '../../lib/api-errors';
import { WAITLIST_ACTION_FAILED, WAITLIST_JOIN_FAILED, waitlistProblems } from './waitlist-problems';

describe.each([
  ['the waitlist page (accept, leave)', WAITLIST_ACTION_FAILED],
  ['the waitlist form (join)', WAITLIST_JOIN_FAILED],
])('%s', (_screen, failed) => {
  it.each([401, 403, 429, 503])('%i: no second message', (status) => {
    expect(waitlistProblems(new ApiError(status, { message: 'Te veel pogingen.' }), failed)).toEqual([]);
  });

  it('a 500 or no connection: its own text', () => {
    expect(waitlistProblems(new ApiError(500, null), failed)).toEqual([failed]);
    expect(waitlistProblems(new ApiError(0, null, 'Netwerkfout'), failed)).toEqual([failed]);
  });

  it("a 422: the server's messages", () => {
    const refused = new ValidationError(null, 'x', { aanbod: ['Dit aanbod is verlopen.'] });
    expect(waitlistProblems(refused, failed)).toEqual(['Dit aanbod is verlopen.']);
  });
});
