// The parts of a server-paginated admin list (customers, orders): loading the page the URL names (keeping the
// last page on screen while the next loads or fails), the range line with an inline retry, and the pager.
import { Button, Pagination, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { type Paged, rangeText } from '../lib/paged';

export type PagedListState<T> =
  | { status: 'loading' | 'error'; page?: Paged<T> }
  | { status: 'ready'; page: Paged<T> };

/** Loads `load(listKey)` whenever the key (the list's URL parameters) changes; `retry` loads it again. */
export function usePagedList<T>(
  listKey: string,
  load: (listKey: string, signal: AbortSignal) => Promise<Paged<T>>,
): PagedListState<T> & { retry: () => void } {
  const [state, setState] = useState<PagedListState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((old) => ({ status: 'loading', ...(old.page ? { page: old.page } : {}) }));
    load(listKey, controller.signal).then(
      (page) => setState({ status: 'ready', page }),
      () => {
        if (controller.signal.aborted) return;
        setState((old) => ({ status: 'error', ...(old.page ? { page: old.page } : {}) }));
      },
    );
    return () => controller.abort();
  }, [listKey, attempt]);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}

/** 'Bezig met laden…' or the range; under it, when loading the next page failed, the message with a retry. */
interface PagedListStatusProps {
  status: PagedListState<unknown>['status'];
  page: Paged<unknown>;
  onRetry: () => void;
}

export function PagedListStatus({ status, page, onRetry }: PagedListStatusProps) {
  return (
    <>
      <Text size="sm" c="dimmed" role="status" aria-live="polite" mb="xs">
        {status === 'loading' ? 'Bezig met laden…' : rangeText(page)}
      </Text>
      {status === 'error' && (
        <Text c="red.9" role="alert" mb="sm">
          Het laden is niet gelukt.{' '}
          <Button variant="subtle" size="compact-sm" onClick={onRetry}>
            Opnieuw proberen
          </Button>
        </Text>
      )}
    </>
  );
}

const CONTROL_LABELS = {
  first: 'Eerste pagina',
  previous: 'Vorige pagina',
  next: 'Volgende pagina',
  last: 'Laatste pagina',
} as const;

/** The pager under the list (nothing when there is one page). */
export function ListPagination({ page, onChange }: { page: Paged<unknown>; onChange: (page: number) => void }) {
  if (page.last_page <= 1) return null;
  return (
    <Pagination
      mt="md"
      total={page.last_page}
      value={Math.min(page.current_page, page.last_page)}
      onChange={onChange}
      getItemProps={(value) => ({ 'aria-label': `Pagina ${value}` })}
      getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
      siblings={1}
    />
  );
}
