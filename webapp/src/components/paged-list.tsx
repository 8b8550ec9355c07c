// A server-paged list (contract 'Paged lists') as the back office shows it: fetched again whenever its URL state
// changes (the previous page stays visible meanwhile), with a skeleton before the first answer, an error with
// 'Opnieuw proberen', the 'x t/m y van z' status line and the page numbers.
import { Alert, Button, Text } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { ListPagination } from './list-pagination';
import { LoadError, PageSkeleton } from './load-state';
import { ApiError } from '../lib/api-errors';
import { rangeText, type PageOf } from '../lib/paging';

export const NO_ACCESS = 'U heeft geen toegang tot deze gegevens.';

type ListState<P> =
  | { status: 'loading' | 'error'; page?: P }
  | { status: 'ready'; page: P }
  | { status: 'forbidden'; page?: undefined };

/** Fetches `fetchPage` again whenever `listKey` changes; `retry` fetches the same page again. */
export function usePagedList<P>(fetchPage: (signal: AbortSignal) => Promise<P>, listKey: string) {
  const [state, setState] = useState<ListState<P>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState((old) => ({ status: 'loading', ...(old.page ? { page: old.page } : {}) }));
    fetchPage(controller.signal).then(
      (page) => setState({ status: 'ready', page }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 403) setState({ status: 'forbidden' });
        else setState((old) => ({ status: 'error', ...(old.page ? { page: old.page } : {}) }));
      },
    );
    return () => controller.abort();
    // fetchPage is a new function on every render; listKey says when the list really changed.
  }, [listKey, attempt]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}

export function PagedList<T>({
  state,
  retry,
  emptyText,
  onPage,
  children,
}: {
  state: ListState<PageOf<T>>;
  retry: () => void;
  emptyText: string;
  onPage: (page: number) => void;
  children: (items: T[]) => ReactNode;
}) {
  if (state.status === 'forbidden') {
    return (
      <Alert color="gray" variant="light" role="alert">
        {NO_ACCESS}
      </Alert>
    );
  }
  const page = state.page;
  if (!page) return state.status === 'error' ? <LoadError onRetry={retry} /> : <PageSkeleton lines={8} />;
  return (
    <>
      <Text size="sm" c="dimmed" role="status" aria-live="polite" mb="xs">
        {state.status === 'loading' ? 'Bezig met laden…' : rangeText(page)}
      </Text>
      {state.status === 'error' && (
        <Text c="red.9" role="alert" mb="sm">
          Het laden is niet gelukt.{' '}
          <Button variant="subtle" size="compact-sm" onClick={retry}>
            Opnieuw proberen
          </Button>
        </Text>
      )}
      {page.data.length === 0 ? (
        <Text c="dimmed" my="md">
          {emptyText}
        </Text>
      ) : (
        children(page.data)
      )}
      <ListPagination page={page} onChange={onPage} />
    </>
  );
}
