// Creating a delivery list ('bezorglijst-toevoegen?leverdag=ID', create_new_leverdag_bezorglijst) and viewing or
// editing one ('bezorglijst/{id}'): naam, route_link (with a suggested multi-stop route), bezorger (active users),
// status and the addresses in route order ('Route voorstellen' suggests a short one). At least one address is
// needed; server errors show under the fields.
import { Alert, Anchor, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconBike, IconRoute, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { focusFirstInvalid, refuseIncomplete, unlessShown } from '../../../components/form-errors';
import { FormFooter } from '../../../components/form-footer';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes';
import { ValidationError } from '../../../lib/api-errors';
import {
  clearFieldError,
  useFieldError,
  useFieldErrorList,
} from '../../../lib/stores/field-errors-store';
import { showToast } from '../../../lib/toast';
import { getBesteldag } from '../api/get-besteldag';
import { getDeliveryList } from '../api/get-deliverylist';
import { createDeliveryList, deleteDeliveryList, editDeliveryList } from '../api/save-deliverylist';
import {
  availableAddresses,
  dayWithWeekday,
  DELETE_FAILED,
  INITIAL_STATUS,
  reachableStatuses,
  routeLink,
  SAVE_FAILED,
} from '../delivery-rules';
import { dayPath, sheetPath } from '../paths';
import type { DeliveryDay, DeliveryListDetail, DeliveryListPayload, DeliveryStatus } from '../types';
import { RouteEditor } from './route-editor';
import { RouteSuggestion } from './route-suggestion';
import { useLoad } from './use-load';


interface Loaded {
  day: DeliveryDay;
  list: DeliveryListDetail | null;
}

export function DeliveryListAddPage() {
  const [searchParams] = useSearchParams();
  const leverdag = searchParams.get('leverdag') ?? '';
  const { state, reload } = useLoad<Loaded>(async () => ({ day: await getBesteldag(leverdag), list: null }), leverdag);
  return <FormScreen state={state} reload={reload} />;
}

export function DeliveryListEditPage() {
  const { bezorglijst = '' } = useParams();
  const { state, reload } = useLoad<Loaded>(async () => {
    const list = await getDeliveryList(bezorglijst);
    return { list, day: await getBesteldag(list.orderday.id) };
  }, bezorglijst);
  return <FormScreen state={state} reload={reload} />;
}

function FormScreen({ state, reload }: { state: ReturnType<typeof useLoad<Loaded>>['state']; reload: () => void }) {
  if (state.status === 'loading') return <PageSkeleton />;
  if (state.status === 'error') return <LoadError onRetry={reload} error={state.error} />;
  const { day, list } = state.data;
  return <DeliveryListForm key={list?.id ?? 'new'} day={day} list={list} />;
}

function initialValues(day: DeliveryDay, list: DeliveryListDetail | null): DeliveryListPayload {
  return {
    orderday: day.orderday.id,
    naam: list?.naam ?? '',
    route_link: list?.route_link ?? '',
    bezorger: list?.bezorger_id ?? null,
    status: list?.status ?? INITIAL_STATUS,
    adressen: list ? list.adressen.map((a) => a.id) : [],
  };
}

function DeliveryListForm({ day, list }: { day: DeliveryDay; list: DeliveryListDetail | null }) {
  const navigate = useNavigate();
  const initial = useMemo(() => initialValues(day, list), [day, list]);
  const [values, setValues] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  const { modal, allowLeaving, guardAgain } = useUnsavedChangesGuard(dirty);
  const errors = {
    naam: useFieldError('naam'),
    route_link: useFieldError('route_link'),
    bezorger: useFieldError('bezorger'),
    status: useFieldError('status'),
    orderday: useFieldError('orderday'),
  };
  const addressErrors = useFieldErrorList('adressen');
  const orders = useMemo(() => new Map(day.orders.map((o) => [o.id, o])), [day]);
  const available = useMemo(() => availableAddresses(day, list?.id ?? null), [day, list]);
  const suggestion = routeLink(values.adressen.flatMap((id) => orders.get(id) ?? []));
  // A new list starts as 'te bezorgen' (spec doc 2 section 4); an existing one moves one step at a time.
  const statuses: DeliveryStatus[] = list ? reachableStatuses(list.status) : [INITIAL_STATUS];
  const bezorgers = day.bezorgers.map((u) => ({ value: String(u.id), label: u.name }));
  if (list?.bezorger && !day.bezorgers.some((u) => u.id === list.bezorger?.id)) {
    bezorgers.push({ value: String(list.bezorger.id), label: `${list.bezorger.name} (niet actief)` });
  }
  const title = list ? `Bezorglijst ${list.naam}` : 'Bezorglijst toevoegen';
  const back = dayPath(day.orderday.id);

  const update = <K extends keyof DeliveryListPayload>(field: K, value: DeliveryListPayload[K]) => {
    clearFieldError(field);
    setValues((current) => ({ ...current, [field]: value }));
  };

  // An accepted suggestion becomes the route; a route link that was the old multi-stop link follows it.
  const acceptRoute = (route: number[]) => {
    const followLink = values.route_link !== '' && values.route_link === suggestion;
    update('adressen', route);
    if (followLink) update('route_link', routeLink(route.flatMap((id) => orders.get(id) ?? [])));
    showToast('Voorgestelde route overgenomen. Sla de bezorglijst op om hem te bewaren.', {
      color: 'green',
      duration: 4000,
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (values.adressen.length === 0) return;
    setFailure(null);
    const form = event.currentTarget as HTMLFormElement;
    if (refuseIncomplete(form)) return;
    setSaving(true);
    try {
      allowLeaving();
      const answer = list ? await editDeliveryList(list.id, values) : await createDeliveryList(values);
      showToast(answer.message, { color: 'green', duration: 3000 });
      await navigate(back);
    } catch (error) {
      guardAgain();
      setSaving(false);
      if (error instanceof ValidationError) {
        focusFirstInvalid(form); // the messages stand under the fields and in the form's summary
      } else {
        setFailure(unlessShown(error, SAVE_FAILED));
      }
    }
  };

  const remove = async () => {
    if (!list) return;
    setSaving(true);
    try {
      allowLeaving();
      const answer = await deleteDeliveryList(list.id);
      showToast(answer.message, { color: 'green', duration: 3000 });
      await navigate(back);
    } catch (error) {
      setSaving(false);
      setConfirmDelete(false);
      setFailure(unlessShown(error, DELETE_FAILED));
    }
  };

  return (
    <>
      <PageHeading title={title} />
      <Text mb="md">
        Leverdag:{' '}
        <Anchor component={Link} to={back}>
          {dayWithWeekday(day.orderday.bestellingsdag)}
        </Anchor>
      </Text>
      {list && (
        <Group mb="md" gap="sm">
          <Button component={Link} to={sheetPath(list.id)} leftSection={<IconBike size={18} aria-hidden />}>
            Rit openen
          </Button>
          <Button
            variant="outline"
            color="red"
            leftSection={<IconTrash size={18} aria-hidden />}
            onClick={() => setConfirmDelete(true)}
          >
            Verwijderen
          </Button>
        </Group>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md" maw={720}>
          {errors.orderday && (
            <Alert color="red" role="alert">
              {errors.orderday}
            </Alert>
          )}
          <TextInput
            label="Naam"
            name="naam"
            required
            maxLength={255}
            value={values.naam}
            error={errors.naam}
            onChange={(event) => update('naam', event.currentTarget.value)}
          />
          <Select
            label="Bezorger"
            name="bezorger"
            placeholder="Kies een bezorger"
            required
            data={bezorgers}
            value={values.bezorger === null ? null : String(values.bezorger)}
            error={errors.bezorger}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            onChange={(value) => update('bezorger', value ? Number(value) : null)}
          />
          <Select
            label="Status"
            name="status"
            required
            data={statuses}
            value={values.status}
            error={errors.status}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            onChange={(value) => update('status', (value ?? 'te bezorgen') as DeliveryStatus)}
          />
          <div>
            <Text fw={500} size="sm" id="adressen-label">
              Adressen <span aria-hidden>*</span>
            </Text>
            <RouteEditor
              route={values.adressen}
              orders={orders}
              available={available}
              onChange={(route) => update('adressen', route)}
            />
            <RouteSuggestion
              orderday={day.orderday.id}
              route={values.adressen}
              orders={orders}
              onAccept={acceptRoute}
            />
            {addressErrors.length > 0 && (
              <Alert color="red" variant="light" role="alert" mt="xs" data-testid="adressen-errors">
                {addressErrors.map((message) => (
                  <div key={message}>{message}</div>
                ))}
              </Alert>
            )}
          </div>
          <TextInput
            label="Routelink"
            name="route_link"
            description="Een link naar de route in een kaartdienst (optioneel)."
            type="url"
            maxLength={2000}
            value={values.route_link}
            error={errors.route_link}
            onChange={(event) => update('route_link', event.currentTarget.value)}
          />
          {suggestion && (
            <Group gap="xs" wrap="wrap">
              <Button
                variant="light"
                size="xs"
                leftSection={<IconRoute size={16} aria-hidden />}
                onClick={() => update('route_link', suggestion)}
              >
                Voorgestelde route gebruiken
              </Button>
              <Anchor href={suggestion} target="_blank" rel="noopener noreferrer" size="sm">
                Voorgestelde route bekijken (Google Maps, nieuw tabblad)
              </Anchor>
            </Group>
          )}
          {values.adressen.length === 0 && <Text c="dimmed">Kies minimaal één adres om op te slaan.</Text>}
          <FormFooter
            failure={failure}
            saving={saving}
            submitLabel={list ? 'Aanpassen' : 'Toevoegen'}
            showSubmit={values.adressen.length > 0}
            onCancel={() => {
              allowLeaving();
              void navigate(back);
            }}
          />
        </Stack>
      </form>
      {modal}
      {list && (
        <ConfirmModal
          opened={confirmDelete}
          title="Bezorglijst verwijderen"
          confirmLabel="Verwijderen"
          confirmColor="red.9"
          busy={saving}
          onConfirm={() => void remove()}
          onClose={() => setConfirmDelete(false)}
        >
          Weet u zeker dat u bezorglijst {list.naam} wilt verwijderen? De bestellingen blijven bestaan.
        </ConfirmModal>
      )}
    </>
  );
}
