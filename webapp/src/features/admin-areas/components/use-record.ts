// Loads the record an edit screen works on (refresh_postalcode / refresh_blacklist_item). When it does not exist
// (any more), the user goes back to the list with a red banner (spec doc 2 section 2).
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { NotFoundError } from '../../../lib/api-errors';
import { showFlash } from '../../../lib/stores/flash-store';

export type RecordState<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; record: T };

export function useRecord<T>(load: (id: string) => Promise<T>, id: string, listPath: string, notFoundText: string) {
  const navigate = useNavigate();
  const [state, setState] = useState<RecordState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load(id).then(
      (record) => {
        if (current) setState({ status: 'ready', record });
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof NotFoundError) {
          showFlash(notFoundText, { color: 'red', duration: 5000 });
          void navigate(listPath, { replace: true });
        } else {
          setState({ status: 'error' });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [load, id, listPath, notFoundText, navigate, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
