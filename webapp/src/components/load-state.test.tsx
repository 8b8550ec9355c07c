// Load failures and the API client's announcement (decision 0129): a failed load leaves its place to LoadError for
// any failure (what is missing, 'Opnieuw proberen'); where the client already announced the failure (401, 403, 429,
// 503) the place names no cause of its own and is no second announcement; a 500 or no connection: its own cause,
// announced. The paged lists have no 'no access' text of their own any more. Rendered on the server (no DOM).
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-errors';
import type { Paged } from '../lib/paged';
import { LOAD_FAILED, loadFailure, NOT_LOADED } from './load-failure';
import { LoadError, RefreshFailed } from './load-state';
import { PagedList, PagedListStatus } from './paged-list';

const html = (node: ReactNode) => renderToStaticMarkup(<MantineProvider>{node}</MantineProvider>);
const retry = () => undefined;
const PAGE: Paged<string> = { data: ['a'], current_page: 1, per_page: 25, total: 1, last_page: 1, next_page_url: null };

describe.each([401, 403, 429, 503])('%i (the API client announced it)', (status) => {
  const error = new ApiError(status, { message: 'Te veel pogingen.' });

  it('LoadError: what is missing and the retry, no cause of its own, not announced again', () => {
    expect(loadFailure(error)).toEqual({ text: NOT_LOADED, announce: false });
    const markup = html(<LoadError onRetry={retry} error={error} />);
    expect(markup).toContain(NOT_LOADED);
    expect(markup).not.toContain('Controleer uw verbinding');
    expect(markup).toContain('Opnieuw proberen');
    expect(markup).not.toContain('role="alert"');
  });

  it("a screen's own words for what is missing stay", () => {
    const markup = html(<LoadError onRetry={retry} error={error} message="De statistieken konden niet worden geladen." />);
    expect(markup).toContain('De statistieken konden niet worden geladen.');
  });

  it('the paged list: LoadError in its place, no "no access" text; the lines under a list on screen not announced', () => {
    const list = { status: 'error' as const, error, retry };
    const markup = html(<PagedList list={list} emptyText="Leeg" onPage={retry}>{() => null}</PagedList>);
    expect(markup).toContain(NOT_LOADED);
    expect(markup).not.toContain('geen toegang');
    expect(markup).not.toContain('role="alert"');
    expect(html(<PagedListStatus status="error" page={PAGE} onRetry={retry} error={error} />)).not.toContain('role="alert"');
    expect(html(<RefreshFailed error={error} />)).not.toContain('role="alert"');
  });
});

describe.each([
  ['500', new ApiError(500, null)],
  ['no connection', new ApiError(0, null, 'Netwerkfout')],
])('%s (the API client said nothing)', (_name, error) => {
  it('LoadError: its own cause, announced', () => {
    expect(loadFailure(error)).toEqual({ text: LOAD_FAILED, announce: true });
    const markup = html(<LoadError onRetry={retry} error={error} />);
    expect(markup).toContain(LOAD_FAILED);
    expect(markup).toContain('role="alert"');
  });

  it('the paged list and the refresh line: announced', () => {
    const list = { status: 'error' as const, error, retry };
    expect(html(<PagedList list={list} emptyText="Leeg" onPage={retry}>{() => null}</PagedList>)).toContain('role="alert"');
    expect(html(<PagedListStatus status="error" page={PAGE} onRetry={retry} error={error} />)).toContain('role="alert"');
    expect(html(<RefreshFailed error={error} />)).toContain('role="alert"');
  });
});
