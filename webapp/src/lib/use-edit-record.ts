// Loads the record an admin screen works on (refresh_customer, refresh_orderday, refresh_bestelling,
// refresh_product, refresh_user, refresh_postalcode, refresh_blacklist_item). When it does not exist (any more),
// the user goes back to the list, with a red banner where the screen names one (spec doc 2 section 2: edit screens
// navigate back if the record is not found).
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { NotFoundError } from './api-errors';
import { showFlash } from './stores/flash-store';

/** `version` goes up with every load after the first, so a form keyed on it starts again from the fresh record. */
export type EditRecordState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; record: T; version: number };

interface EditRecordOptions {
  /** Where a record that does not exist sends the user. */
  list: string;
  /** The red banner shown there; none when left out. */
  notFound?: string;
}

export function useEditRecord<K, T>(load: (id: K) => Promise<T>, id: K, { list, notFound }: EditRecordOptions) {
  const navigate = useNavigate();
  const [state, setState] = useState<EditRecordState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [shownId, setShownId] = useState(id);
  if (!Object.is(shownId, id)) {
    setShownId(id);
    setState({ status: 'loading' });
  }

  useEffect(() => {
    let current = true;
    load(id).then(
      (record) => {
        if (current) setState((old) => ({ status: 'ready', record, version: old.status === 'ready' ? old.version + 1 : 0 }));
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof NotFoundError) {
          if (notFound) showFlash(notFound, { color: 'red', duration: 5000 });
          void navigate(list, { replace: true });
        } else {
          setState({ status: 'error', error });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [load, id, list, notFound, navigate, attempt]);

  /** Loads again with the skeleton showing meanwhile (the load error's 'Opnieuw proberen'). */
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  /** Loads again while what is on screen stays until the answer comes. */
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry, reload };
}
