// Loads one customer (refresh_customer/{id}). When it does not exist (any more), the user goes back to the list with
// a red banner (spec doc 2 section 2: edit screens navigate back if the record is not found).
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { NotFoundError } from '../../../lib/api-errors';
import { showFlash } from '../../../lib/stores/flash-store';
import { refreshCustomer } from '../api/customers';
import { CUSTOMERS_LIST } from '../paths';
import type { CustomerDetail } from '../types';

const NOT_FOUND = 'Deze klant bestaat niet (meer).';

export type CustomerState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; customer: CustomerDetail; version: number };

export function useCustomer(id: string) {
  const navigate = useNavigate();
  const [state, setState] = useState<CustomerState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    refreshCustomer(id).then(
      (customer) => {
        if (current) setState((old) => ({ status: 'ready', customer, version: old.status === 'ready' ? old.version + 1 : 0 }));
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof NotFoundError) {
          showFlash(NOT_FOUND, { color: 'red', duration: 5000 });
          void navigate(CUSTOMERS_LIST, { replace: true });
        } else {
          setState({ status: 'error' });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [id, navigate, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
