// The parts of a server-paginated admin list (contract 'Paged lists': customers, orders, the audit log): the search
// box that writes the URL, loading the page the URL names (keeping the last page on screen while the next loads or
// fails; a 403 is a load failure like any other, decision 0129), the range line with an inline retry, the pager, and
// PagedList that puts them together with an empty text.
import { Button, Pagination, Text, TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { loadFailure } from './load-failure';
import { type Paged, rangeText } from '../lib/paged';
import { LoadError, PageSkeleton } from './load-state';

export type PagedListState<T> =
  | { status: 'loading'; page?: Paged<T> }
  | { status: 'error'; page?: Paged<T>; error: unknown }
  | { status: 'ready'; page: Paged<T> };

/** Loads `load(listKey)` whenever the key (the list's URL parameters) changes; `retry` loads it again; `refresh`
 * loads it again quietly (the page on screen stays as it is until the new one is there, no loading line). */
export function usePagedList<T>(
  listKey: string,
  load: (listKey: string, signal: AbortSignal) => Promise<Paged<T>>,
): PagedListState<T> & { retry: () => void; refresh: () => void } {
  const [state, setState] = useState<PagedListState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const quiet = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    if (!quiet.current) setState((old) => ({ status: 'loading', ...(old.page ? { page: old.page } : {}) }));
    quiet.current = false;
    load(listKey, controller.signal).then(
      (page) => setState({ status: 'ready', page }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((old) => ({ status: 'error', error, ...(old.page ? { page: old.page } : {}) }));
      },
    );
    return () => controller.abort();
    // `load` may be a new function on every render; listKey says when the list really changed.
// eslint-disable-next-line react-hooks/exhaustive-deps -- listKey names the list; `load` may be new on every render
  }, [listKey, attempt]);

  return {
    ...state,
    retry: () => setAttempt((n) => n + 1),
    refresh: () => {
      quiet.current = true;
      setAttempt((n) => n + 1);
    },
  };
}

const SEARCH_DELAY_MS = 300;

/** The search box of a list whose search lives in the URL (?q): the box follows the URL (the back button), and a
 * short pause in typing hands what was typed to `write` (which puts it in the URL, so not every key makes a page). */
export function useUrlSearch(urlQuery: string, write: (typed: string) => void) {
  const [search, setSearch] = useState(urlQuery);
  const [debounced] = useDebouncedValue(search, SEARCH_DELAY_MS);

  useEffect(() => {
    setSearch(urlQuery);
  }, [urlQuery]);

  useEffect(() => {
    if (debounced.trim() === urlQuery.trim()) return;
    write(debounced);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new pause in typing writes the URL
  }, [debounced]);

  return [search, setSearch] as const;
}

type ListSearchProps = Omit<TextInputProps, 'type' | 'leftSection' | 'value' | 'onChange'> & {
  value: string;
  onChange: (typed: string) => void;
};

/** The list's search box (a search input with the magnifier), for what useUrlSearch gives. */
export function ListSearch({ value, onChange, ...props }: ListSearchProps) {
  return (
    <TextInput
      type="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      {...props}
    />
  );
}

/** 'Bezig met laden…' or the range; under it, when loading the next page failed, the message with a retry. */
interface PagedListStatusProps {
  status: PagedListState<unknown>['status'];
  page: Paged<unknown>;
  onRetry: () => void;
  /** The failure of the last load: where the API client announced it, this line is not announced again. */
  error?: unknown;
}

export function PagedListStatus({ status, page, onRetry, error }: PagedListStatusProps) {
  return (
    <>
      <Text size="sm" c="dimmed" role="status" aria-live="polite" mb="xs">
        {status === 'loading' ? 'Bezig met laden…' : rangeText(page)}
      </Text>
      {status === 'error' && (
        <Text c="red.9" role={loadFailure(error).announce ? 'alert' : undefined} mb="sm">
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

/** A whole paged list: skeleton, load error, the range line, the items (or `emptyText`) and the pager. */
export function PagedList<T>({
  list,
  emptyText,
  onPage,
  children,
}: {
  list: PagedListState<T> & { retry: () => void; refresh?: () => void };
  emptyText: string;
  onPage: (page: number) => void;
  children: (items: T[]) => ReactNode;
}) {
  const page = list.page;
  const error = list.status === 'error' ? list.error : undefined;
  if (!page) return list.status === 'error' ? <LoadError onRetry={list.retry} error={error} /> : <PageSkeleton lines={8} />;
  return (
    <>
      <PagedListStatus status={list.status} page={page} onRetry={list.retry} error={error} />
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
