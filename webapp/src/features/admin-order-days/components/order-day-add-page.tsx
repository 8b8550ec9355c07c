// Besteldag toevoegen (route bestellingsdag-toevoegen).
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { businessDate } from '../../../lib/rules/business-time';
import { showToast } from '../../../lib/toast';
import { createOrderDay } from '../api/create-orderday';
import { orderDaysQuery } from '../api/get-orderdays';
import { emptyForm, type OrderDayFormValues, toPayload } from '../order-day-form';
import { OrderDayForm } from './order-day-form';
import { useFreshProducts } from './use-fresh-products';

const LIST = '/admin/bestellingdagen';

export function OrderDayAddPage() {
  const products = useFreshProducts();
  const navigate = useNavigate();
  const today = useMemo(() => businessDate(new Date()), []);
  const initial = useMemo(emptyForm, []);

  const save = async (values: OrderDayFormValues) => {
    const answer = await createOrderDay(toPayload(values, today));
    showToast(answer.message || 'Besteldag aangemaakt', { color: 'green', duration: 3000 });
    orderDaysQuery.reload().catch(() => undefined);
    await navigate(LIST);
  };

  return (
    <>
      <PageHeading title="Besteldag toevoegen" />
      {products.status === 'error' && !products.data && <LoadError onRetry={products.retry} />}
      {!products.data && products.status !== 'error' && <PageSkeleton lines={8} />}
      {products.data && (
        <OrderDayForm
          initial={initial}
          products={products.data}
          today={today}
          submitLabel="Toevoegen"
          onSubmit={save}
          onCancel={(allowLeaving) => {
            allowLeaving();
            void navigate(LIST);
          }}
        />
      )}
    </>
  );
}
