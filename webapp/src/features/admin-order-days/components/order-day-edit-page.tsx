// Besteldag aanpassen (route aanpassen/{orderday}). The day comes from refresh_orderday; if it does not exist the
// user goes back to the list. 'Annuleren' fetches the day again and drops the changes. Below the form: the day's
// waitlist per soup (issue 26 item 3).
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { businessDate } from '../../../lib/rules/business-time';
import { clearAllFieldErrors } from '../../../lib/stores/field-errors-store';
import { showToast } from '../../../lib/toast';
import { useEditRecord } from '../../../lib/use-edit-record';
import { editOrderDay } from '../api/edit-orderday';
import { orderDaysQuery } from '../../../lib/order-days';
import { refreshOrderDay } from '../api/refresh-orderday';
import { formFromDay, type OrderDayFormValues, toPayload } from '../order-day-form';
import { OrderDayForm } from './order-day-form';
import { useFreshProducts } from './use-fresh-products';
import { useTakenDates } from './use-taken-dates';
import { WaitlistSection } from './waitlist-section';

const LIST = '/admin/bestellingdagen';
const NOT_FOUND = 'Deze besteldag bestaat niet (meer).';

export function OrderDayEditPage() {
  const { orderday = '' } = useParams();
  const navigate = useNavigate();
  const products = useFreshProducts();
  const today = useMemo(() => businessDate(new Date()), []);
  const record = useEditRecord(refreshOrderDay, orderday, { list: LIST, notFound: NOT_FOUND });
  const { state } = record;
  const takenDates = useTakenDates(state.status === 'ready' ? state.record.id : undefined);

  const initial = useMemo(() => (state.status === 'ready' ? formFromDay(state.record) : null), [state]);

  const save = async (values: OrderDayFormValues) => {
    if (state.status !== 'ready') return;
    const answer = await editOrderDay(state.record.id, toPayload(values, today));
    showToast(answer.message || 'Besteldag aangepast', { color: 'green', duration: 3000 });
    orderDaysQuery.reload().catch(() => undefined);
    await navigate(LIST);
  };

  const retry = () => {
    record.retry();
    products.retry();
  };

  const failed = state.status === 'error' || (products.status === 'error' && !products.data);
  const failure = state.status === 'error' ? state.error : products.error;
  return (
    <>
      <PageHeading title="Besteldag aanpassen" />
      {failed && <LoadError onRetry={retry} error={failure} />}
      {!failed && (state.status === 'loading' || !products.data) && <PageSkeleton lines={8} />}
      {!failed && state.status === 'ready' && initial && products.data && (
        <OrderDayForm
          key={state.version}
          initial={initial}
          products={products.data}
          today={today}
          savedDay={state.record.bestellingsdag}
          takenDates={takenDates}
          submitLabel="Aanpassen"
          onSubmit={save}
          onCancel={() => {
            clearAllFieldErrors();
            record.reload();
          }}
        />
      )}
      {state.status === 'ready' && <WaitlistSection dayId={state.record.id} />}
    </>
  );
}
