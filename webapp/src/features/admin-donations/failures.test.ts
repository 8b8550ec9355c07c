// The donation screens after a failed call (decision 0127): stopping a monthly gift, erasing a donor, sending or
// downloading a gift statement and the export say nothing ('' or no text) where the API client already spoke.
import { describe, expect, it } from 'vitest';
import { unlessShown } from '../../components/form-errors';
import { ApiError } from '../../lib/api-errors';
import {
  ERASE_FAILED,
  EXPORT_FAILED,
  eraseErrorText,
  STATEMENT_DOWNLOAD_FAILED,
  STATEMENT_FAILED,
  statementErrorText,
} from './donation-list';
import { STOP_FAILED, stopErrorText } from './monthly-gifts';

const CASES: [string, (error: unknown) => string, string][] = [
  ['a monthly gift: stop', stopErrorText, STOP_FAILED],
  ['a donor: erase', eraseErrorText, ERASE_FAILED],
  ['a gift statement: send', (error) => statementErrorText(error), STATEMENT_FAILED],
  ['a gift statement: download', (error) => statementErrorText(error, STATEMENT_DOWNLOAD_FAILED), STATEMENT_DOWNLOAD_FAILED],
];

describe.each(CASES)('%s', (_screen, text, failed) => {
  it.each([401, 403, 429, 503])('%i: no text of its own', (status) => {
    expect(text(new ApiError(status, null))).toBe('');
  });
  it('500 or no connection: its own text', () => {
    expect(text(new ApiError(500, null))).toBe(failed);
    expect(text(new ApiError(0, null))).toBe(failed);
  });
});

it('the export says its own text only where the client did not speak', () => {
  expect(unlessShown(new ApiError(403, null), EXPORT_FAILED)).toBeNull();
  expect(unlessShown(new ApiError(500, null), EXPORT_FAILED)).toBe(EXPORT_FAILED);
});
