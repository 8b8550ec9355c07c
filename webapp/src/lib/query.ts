// A tiny cache for server data fetched through the API client (Zustand holds client state only).
// One query = one endpoint; screens read it with useQuery and get loading, error and retry.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { NotFoundError } from './api-errors';

export interface QueryState<T> {
  status: 'idle' | 'loading' | 'success' | 'error';
  data: T | undefined;
  error: unknown;
}

export interface Query<T> {
  getState: () => QueryState<T>;
  subscribe: (listener: () => void) => () => void;
  /** Fetches unless the data is there or on its way. */
  load: () => Promise<T>;
  /** Fetches again, keeping the old data visible meanwhile. */
  reload: () => Promise<T>;
  /** Starts from data the server embedded in the page (no fetch); ignored once a fetch has begun. */
  seed: (data: T) => void;
}

export function createQuery<T>(fetcher: () => Promise<T>): Query<T> {
  let state: QueryState<T> = { status: 'idle', data: undefined, error: undefined };
  let inflight: Promise<T> | null = null;
  const listeners = new Set<() => void>();

  function setState(next: QueryState<T>): void {
    state = next;
    for (const listener of listeners) listener();
  }

  let rerun: Promise<T> | null = null;

  /**
   * Fetches again. A fetch already under way may have started before the caller's change, so a reload during it
   * waits for it and then fetches once more (several such calls share that one extra fetch).
   */
  function reload(): Promise<T> {
    if (inflight) {
      rerun ??= inflight
        .catch(() => undefined)
        .then(() => {
          rerun = null;
          return reload();
        });
      return rerun;
    }
    setState({ ...state, status: 'loading', error: undefined });
    const pending = fetcher().then(
      (data) => {
        inflight = null;
        setState({ status: 'success', data, error: undefined });
        return data;
      },
      (error: unknown) => {
        inflight = null;
        setState({ ...state, status: 'error', error });
        throw error;
      },
    );
    inflight = pending;
    return pending;
  }

  function load(): Promise<T> {
    if (state.status === 'success') return Promise.resolve(state.data as T);
    return inflight ?? reload();
  }

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load,
    reload,
    seed: (data) => {
      if (state.status === 'idle') setState({ status: 'success', data, error: undefined });
    },
  };
}

export interface QueryResult<T> extends QueryState<T> {
  retry: () => void;
}

/**
 * Reads a query and starts it when needed. A 404 is rethrown while rendering, so the route's error
 * boundary replaces the screen with the 404 page (spec: "replace the route with the 404 page").
 */
export function useQuery<T>(query: Query<T>): QueryResult<T> {
  const state = useSyncExternalStore(query.subscribe, query.getState, query.getState);
  useEffect(() => {
    if (query.getState().status === 'idle') query.load().catch(ignore);
  }, [query]);
  const retry = useCallback(() => {
    query.reload().catch(ignore);
  }, [query]);
  if (state.error instanceof NotFoundError) throw state.error;
  return { ...state, retry };
}

function ignore(): void {}
