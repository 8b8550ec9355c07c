// Besteldag aanpassen (route aanpassen/{orderday}). The day comes from refresh_orderday; if it does not exist the
// user goes back to the list. 'Annuleren' fetches the day again and drops the changes. Below the form: the day's
// waitlist per soup (issue 26 item 3).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { NotFoundError } from '../../../lib/api-errors';
import { businessDate } from '../../../lib/rules/business-time';
import { clearAllFieldErrors } from '../../../lib/stores/field-errors-store';
import { showFlash } from '../../../lib/stores/flash-store';
import { showToast } from '../../../lib/toast';
import { editOrderDay } from '../api/edit-orderday';
import { orderDaysQuery } from '../../../lib/order-days';
import { refreshOrderDay } from '../api/refresh-orderday';
import { formFromDay, type OrderDayFormValues, toPayload } from '../order-day-form';
import type { OrderDay } from '../types';
import { OrderDayForm } from './order-day-form';
import { useFreshProducts } from './use-fresh-products';
import { useTakenDates } from './use-taken-dates';
import { WaitlistSection } from './waitlist-section';

const LIST = '/admin/bestellingdagen';
const NOT_FOUND = 'Deze besteldag bestaat niet (meer).';

type DayState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; day: OrderDay; version: number };

export function OrderDayEditPage() {
  const { orderday = '' } = useParams();
  const navigate = useNavigate();
  const products = useFreshProducts();
  const today = useMemo(() => businessDate(new Date()), []);
  const [state, setState] = useState<DayState>({ status: 'loading' });
  const takenDates = useTakenDates(state.status === 'ready' ? state.day.id : undefined);

  const load = useCallback(
    (signal: { current: boolean }) => {
      refreshOrderDay(orderday).then(
        (day) => {
          if (!signal.current) return;
          setState((old) => ({ status: 'ready', day, version: old.status === 'ready' ? old.version + 1 : 0 }));
        },
        (error: unknown) => {
          if (!signal.current) return;
          if (error instanceof NotFoundError) {
            showFlash(NOT_FOUND, { color: 'red', duration: 5000 });
            void navigate(LIST, { replace: true });
          } else {
            setState({ status: 'error' });
          }
        },
      );
    },
    [orderday, navigate],
  );

  useEffect(() => {
    const signal = { current: true };
    setState({ status: 'loading' });
    load(signal);
    return () => {
      signal.current = false;
    };
  }, [load]);

  const initial = useMemo(() => (state.status === 'ready' ? formFromDay(state.day) : null), [state]);

  const save = async (values: OrderDayFormValues) => {
    if (state.status !== 'ready') return;
    const answer = await editOrderDay(state.day.id, toPayload(values, today));
    showToast(answer.message || 'Besteldag aangepast', { color: 'green', duration: 3000 });
    orderDaysQuery.reload().catch(() => undefined);
    await navigate(LIST);
  };

  const retry = () => {
    setState({ status: 'loading' });
    load({ current: true });
    products.retry();
  };

  const failed = state.status === 'error' || (products.status === 'error' && !products.data);
  return (
    <>
      <PageHeading title="Besteldag aanpassen" />
      {failed && <LoadError onRetry={retry} />}
      {!failed && (state.status === 'loading' || !products.data) && <PageSkeleton lines={8} />}
      {!failed && state.status === 'ready' && initial && products.data && (
        <OrderDayForm
          key={state.version}
          initial={initial}
          products={products.data}
          today={today}
          savedDay={state.day.bestellingsdag}
          takenDates={takenDates}
          submitLabel="Aanpassen"
          onSubmit={save}
          onCancel={() => {
            clearAllFieldErrors();
            load({ current: true });
          }}
        />
      )}
      {state.status === 'ready' && <WaitlistSection dayId={state.day.id} />}
    </>
  );
}
