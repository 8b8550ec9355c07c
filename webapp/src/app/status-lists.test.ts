// One rule for 'the API client already told the user' (decision 0127): `shownByClient` in lib/api-errors.ts. No
// screen writes the client's statuses (401, 403, 429, 503) as a list of its own, where a status can be forgotten.
import { expect, it } from 'vitest';

const sources = import.meta.glob(['../features/**/*.{ts,tsx}', '../components/**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const OWN_LIST = /\[\s*(?:0\s*,\s*)?401\s*,\s*403\b|\b403\s*,\s*(?:429\s*,\s*)?503\s*\]/; // a code list, not a comment's '(401, 403, ...)'

it('no screen lists the statuses the API client announces', () => {
  expect(Object.keys(sources).length).toBeGreaterThan(100);
  const offenders = Object.entries(sources)
    .filter(([, text]) => OWN_LIST.test(String(text)))
    .map(([path]) => path);
  expect(offenders).toEqual([]);
});
