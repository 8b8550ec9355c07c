// Loads one record for a screen (a delivery day, a delivery list) with loading, error and reload. A 404 is rethrown
// while rendering, so the route's error boundary shows the 404 page (spec document 2, section 8).
import { useCallback, useEffect, useRef, useState } from 'react';
import { NotFoundError } from '../../../lib/api-errors';

export type LoadState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

export function useLoad<T>(fetcher: () => Promise<T>, key: string) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const current = useRef(0);

  const reload = useCallback((quiet = false) => {
    const run = ++current.current;
    if (!quiet) setState({ status: 'loading' });
    return fetcherRef.current().then(
      (data) => {
        if (run === current.current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (run === current.current) setState({ status: 'error', error });
      },
    );
  }, []);

  useEffect(() => {
    void reload();
  }, [key, reload]);

  if (state.status === 'error' && state.error instanceof NotFoundError) throw state.error;
  return { state, reload, setState };
}
