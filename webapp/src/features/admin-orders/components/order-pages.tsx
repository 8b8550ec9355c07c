// Bestelling toevoegen (bestellingen/toevoegen) and Bestelling aanpassen (bestellingen/aanpassen/{bestelling}).
// Edit also deletes (with confirmation) and resends the confirmation e-mail. An order that does not exist sends the
// user back to the list. Toasts: 'Bestelling aangemaakt', 'Bestelling aangepast', 'Bestelling verwijderd',
// 'Email verstuurd.'.
import { Button, Group, Text } from '@mantine/core';
import { IconMailForward, IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { unlessShown } from '../../../components/form-errors';
import { ValidationError } from '../../../lib/api-errors';
import { findVariable, useSettings } from '../../../lib/settings';
import { showToast } from '../../../lib/toast';
import { useEditRecord } from '../../../lib/use-edit-record';
import { getOrderableDays } from '../api/form-data';
import { createOrder, destroyOrder, editOrder, refreshOrder, resendOrderEmail } from '../api/order';
import {
  daysForForm,
  DELETE_FAILED,
  emptyOrderForm,
  formFromOrder,
  type OrderFormValues,
  RESEND_FAILED,
  toPayload,
} from '../order-form';
import { formatUtcIsoMoment } from '../../../lib/rules/business-time';
import { ORDERS_LIST } from '../paths';
import type { BezorgOptie, OrderableDay } from '../types';
import { OrderForm } from './order-form';

const NOT_FOUND = 'Deze bestelling bestaat niet (meer).';
const OK = { color: 'green', duration: 3000 } as const;

type Loaded<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; value: T };

function useOrderableDays() {
  const [state, setState] = useState<Loaded<OrderableDay[]>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getOrderableDays().then(
      (value) => current && setState({ status: 'ready', value }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  return { state, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}

/** The only enabled option is chosen up front. */
function useDefaultOption(): BezorgOptie | '' | undefined {
  const settings = useSettings();
  if (!settings.data) return settings.status === 'error' ? '' : undefined;
  const pickup = Number(findVariable(settings.data, 'order_pickup_enabled')) === 1;
  const shipping = Number(findVariable(settings.data, 'order_shipping_enabled')) === 1;
  if (pickup && !shipping) return 'ophalen';
  if (shipping && !pickup) return 'bezorgen';
  return '';
}

export function OrderAddPage() {
  const navigate = useNavigate();
  const days = useOrderableDays();
  const defaultOption = useDefaultOption();
  const initial = useMemo(() => {
    if (days.state.status !== 'ready' || defaultOption === undefined) return null;
    const form = emptyOrderForm(defaultOption);
    const only = days.state.value.length === 1 ? days.state.value[0] : undefined;
    if (only && form.lines[0]) form.lines[0].orderdayId = String(only.id);
    return form;
  }, [days.state, defaultOption]);

  const save = async (values: OrderFormValues) => {
    const answer = await createOrder(toPayload(values, 'create'));
    showToast(answer.message || 'Bestelling aangemaakt', OK);
    await navigate(ORDERS_LIST);
  };

  return (
    <>
      <PageHeading title="Bestelling toevoegen" />
      {days.state.status === 'error' && <LoadError onRetry={days.retry} error={days.state.error} />}
      {days.state.status !== 'error' && !initial && <PageSkeleton lines={8} />}
      {days.state.status === 'ready' && initial && (
        <OrderForm
          initial={initial}
          days={daysForForm(days.state.value)}
          submitLabel="Toevoegen"
          onSubmit={save}
          onCancel={() => void navigate(ORDERS_LIST)}
        />
      )}
    </>
  );
}

export function OrderEditPage() {
  const { bestelling = '' } = useParams();
  const navigate = useNavigate();
  const days = useOrderableDays();
  const { state: order, reload } = useEditRecord(refreshOrder, bestelling, { list: ORDERS_LIST, notFound: NOT_FOUND });
  const [asking, setAsking] = useState(false);
  const [askingMail, setAskingMail] = useState(false);
  const [busy, setBusy] = useState<'delete' | 'mail' | null>(null);

  const initial = useMemo(() => (order.status === 'ready' ? formFromOrder(order.record) : null), [order]);
  const formDays = useMemo(
    () => (order.status === 'ready' && days.state.status === 'ready' ? daysForForm(days.state.value, order.record) : null),
    [order, days.state],
  );

  const save = async (values: OrderFormValues) => {
    if (order.status !== 'ready') return;
    const answer = await editOrder(order.record.id, toPayload(values, 'edit'));
    showToast(answer.message || 'Bestelling aangepast', OK);
    await navigate(ORDERS_LIST);
  };

  const remove = async () => {
    if (order.status !== 'ready') return;
    setBusy('delete');
    try {
      const answer = await destroyOrder(order.record.id);
      showToast(answer?.message || 'Bestelling verwijderd', OK);
      setAsking(false);
      await navigate(ORDERS_LIST);
    } catch (error) {
      setBusy(null);
      setAsking(false);
      const message = error instanceof ValidationError ? error.message : unlessShown(error, DELETE_FAILED);
      if (message) showToast(message, { color: 'red', duration: 6000 });
    }
  };

  const resend = async () => {
    if (order.status !== 'ready') return;
    setBusy('mail');
    try {
      const answer = await resendOrderEmail(order.record.id);
      showToast(answer.message || 'Email verstuurd.', OK);
    } catch (error) {
      const message = unlessShown(error, RESEND_FAILED);
      if (message) showToast(message, { color: 'red', duration: 6000 });
    } finally {
      setBusy(null);
      setAskingMail(false);
    }
  };

  const failed = order.status === 'error' || days.state.status === 'error';
  return (
    <>
      <PageHeading title={order.status === 'ready' ? `Bestelling ${order.record.id} aanpassen` : 'Bestelling aanpassen'} />
      {failed && (
        <LoadError
          onRetry={() => {
            reload();
            days.retry();
          }}
          error={order.status === 'error' ? order.error : days.state.status === 'error' ? days.state.error : undefined}
        />
      )}
      {!failed && (!initial || !formDays) && <PageSkeleton lines={8} />}
      {!failed && order.status === 'ready' && initial && formDays && (
        <>
          <Text c="dimmed" size="sm" mb="xs">
            Geplaatst op {formatUtcIsoMoment(order.record.created_at)}
          </Text>
          <Group gap="sm" mb="lg" role="toolbar" aria-label="Acties voor deze bestelling">
            <Button
              variant="default"
              leftSection={<IconMailForward size={16} aria-hidden />}
              disabled={busy !== null}
              onClick={() => setAskingMail(true)}
            >
              Email opnieuw versturen
            </Button>
            <Button
              variant="outline"
              color="red.9"
              leftSection={<IconTrash size={16} aria-hidden />}
              disabled={busy !== null}
              onClick={() => setAsking(true)}
            >
              Verwijderen
            </Button>
          </Group>
          <OrderForm
            key={order.version}
            initial={initial}
            days={formDays}
            submitLabel="Aanpassen"
            onSubmit={save}
            onCancel={() => void navigate(ORDERS_LIST)}
          />
          <ConfirmModal
            opened={asking}
            title="Bestelling verwijderen"
            confirmLabel="Verwijderen"
            busy={busy === 'delete'}
            onConfirm={() => void remove()}
            onClose={() => setAsking(false)}
          >
            Weet u zeker dat u bestelling {order.record.id} wilt verwijderen? De porties komen weer beschikbaar. Dit kan
            niet ongedaan worden gemaakt.
          </ConfirmModal>
          <ConfirmModal
            opened={askingMail}
            title="Email opnieuw versturen"
            confirmLabel="Versturen"
            confirmColor="soep"
            busy={busy === 'mail'}
            onConfirm={() => void resend()}
            onClose={() => setAskingMail(false)}
          >
            De bevestiging van bestelling {order.record.id} gaat nog een keer naar {order.record.email}. Wilt u dat?
          </ConfirmModal>
        </>
      )}
    </>
  );
}
