// Besteldag toevoegen (route bestellingsdag-toevoegen). The form starts from the server's proposal (decision 0049):
// a copy of the latest order day a week on (same soups and amounts), or sensible defaults; "Leeg formulier" clears it.
import { Alert, Button, Group, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { businessDate } from '../../../lib/rules/business-time';
import { showToast } from '../../../lib/toast';
import { createOrderDay } from '../api/create-orderday';
import { getOrderDayProposal, type OrderDayProposal } from '../api/get-orderday-proposal';
import { orderDaysQuery } from '../../../lib/order-days';
import { dayWithWeekday } from '../order-day-list';
import { emptyForm, formFromProposal, type OrderDayFormValues, toPayload } from '../order-day-form';
import { OrderDayForm } from './order-day-form';
import { useFreshProducts } from './use-fresh-products';
import { useTakenDates } from './use-taken-dates';

const LIST = '/admin/bestellingdagen';

type ProposalState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; proposal: OrderDayProposal };

export function OrderDayAddPage() {
  const products = useFreshProducts();
  const navigate = useNavigate();
  const today = useMemo(() => businessDate(new Date()), []);
  const takenDates = useTakenDates();
  const [proposal, setProposal] = useState<ProposalState>({ status: 'loading' });
  const [empty, setEmpty] = useState(false);

  useEffect(() => {
    let current = true;
    getOrderDayProposal().then(
      (answer) => current && setProposal({ status: 'ready', proposal: answer }),
      () => current && setProposal({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, []);

  const initial = useMemo(() => {
    if (empty || proposal.status === 'error') return emptyForm();
    if (proposal.status !== 'ready' || !products.data) return null;
    return formFromProposal(proposal.proposal.orderday, products.data);
  }, [empty, proposal, products.data]);

  const save = async (values: OrderDayFormValues) => {
    const answer = await createOrderDay(toPayload(values, today));
    showToast(answer.message || 'Besteldag aangemaakt', { color: 'green', duration: 3000 });
    orderDaysQuery.reload().catch(() => undefined);
    await navigate(LIST);
  };

  const source = proposal.status === 'ready' && !empty ? proposal.proposal.copied_from : null;
  return (
    <>
      <PageHeading title="Besteldag toevoegen" />
      {products.status === 'error' && !products.data && <LoadError onRetry={products.retry} error={products.error} />}
      {(!products.data || !initial) && products.status !== 'error' && <PageSkeleton lines={8} />}
      {products.data && initial && (
        <>
          {!empty && proposal.status === 'ready' && (
            <Alert color="blue" variant="light" mb="md" maw={760} data-testid="orderday-proposal">
              <Group justify="space-between" gap="sm">
                <Text size="sm">
                  {source
                    ? `Ingevuld als de besteldag van ${dayWithWeekday(source.bestellingsdag)}: dezelfde soepen en aantallen, alle momenten een week later. Controleer en pas aan waar nodig.`
                    : 'Ingevuld met de standaardwaarden: volgende week, open vanaf 09:00 een week ervoor tot 12:00 de dag ervoor.'}
                </Text>
                <Button variant="default" size="xs" onClick={() => setEmpty(true)}>
                  Leeg formulier
                </Button>
              </Group>
            </Alert>
          )}
          <OrderDayForm
            key={empty ? 'empty' : 'proposal'}
            initial={initial}
            products={products.data}
            today={today}
            takenDates={takenDates}
            submitLabel="Toevoegen"
            onSubmit={save}
            onCancel={(allowLeaving) => {
              allowLeaving();
              void navigate(LIST);
            }}
          />
        </>
      )}
    </>
  );
}
