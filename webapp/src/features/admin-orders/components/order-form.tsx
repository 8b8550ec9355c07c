// The order add/edit form (spec doc 2 sections 2, 3 and 5): the customer link, customer fields with the address
// lookup, product lines per order day, the delivery choice (only the enabled options), the remark (max 1000) and at
// least one line. The server's 422 errors show under the matching inputs; unsaved changes ask before leaving.
import { Alert, Group, Radio, Stack, Textarea, Title } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { CustomerFields } from '../../../components/customer-fields';
import { FormFooter } from '../../../components/form-footer';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes';
import { ApiError, ValidationError } from '../../../lib/api-errors';
import { findVariable, useSettings } from '../../../lib/settings';
import { clearFieldError, useFieldError, useFieldErrorsStore } from '../../../lib/stores/field-errors-store';
import {
  clientErrors,
  emptyCustomer,
  isDirty,
  newLine,
  type OrderFormValues,
  REMARK_MAX,
  withCustomer,
  withoutLine,
} from '../order-form';
import { OPTION_LABELS } from '../order-list';
import type { BezorgOptie, OrderableDay } from '../types';
import { CustomerLink } from './customer-link';
import classes from './orders.module.css';
import { ProductLines } from './product-lines';

export const CHECK_FIELDS = 'Niet alles is goed ingevuld. Bekijk de meldingen bij de velden.';
export const GENERIC_FAILURE = 'Dat is niet gelukt. Probeer het opnieuw.';

interface OrderFormProps {
  initial: OrderFormValues;
  days: readonly OrderableDay[];
  submitLabel: 'Toevoegen' | 'Aanpassen';
  /** Saves; resolves when done (the page then leaves), rejects with the API error. */
  onSubmit: (values: OrderFormValues) => Promise<void>;
  onCancel: () => void;
}

export function OrderForm({ initial, days, submitLabel, onSubmit, onCancel }: OrderFormProps) {
  const [values, setValues] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { modal, allowLeaving, guardAgain } = useUnsavedChangesGuard(isDirty(values, initial));
  const optionError = useFieldError('bezorg_optie');
  const remarkError = useFieldError('opmerking');
  const settings = useSettings().data;
  const enabled: BezorgOptie[] = [];
  if (Number(findVariable(settings, 'order_pickup_enabled')) === 1 || initial.bezorg_optie === 'ophalen') enabled.push('ophalen');
  if (Number(findVariable(settings, 'order_shipping_enabled')) === 1 || initial.bezorg_optie === 'bezorgen') enabled.push('bezorgen');

  const update = (patch: Partial<OrderFormValues>) => setValues((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const local = clientErrors(values);
    if (Object.keys(local).length > 0) {
      const store = useFieldErrorsStore.getState();
      store.setErrors({ ...store.errors, ...Object.fromEntries(Object.entries(local).map(([k, v]) => [k, [v]])) });
      setFailure(CHECK_FIELDS);
      focusFirstInvalid(formRef.current);
      return;
    }
    setSaving(true);
    try {
      allowLeaving();
      await onSubmit(values);
    } catch (error) {
      guardAgain();
      setSaving(false);
      if (error instanceof ValidationError) {
        setFailure([CHECK_FIELDS, ...unshownMessages(error.errors)].join(' '));
        focusFirstInvalid(formRef.current);
      } else if (!(error instanceof ApiError && [401, 403, 429, 503].includes(error.status))) {
        setFailure(GENERIC_FAILURE);
      }
    }
  };

  const customerName = [values.customer.voornaam, values.customer.achternaam].filter(Boolean).join(' ');
  return (
    <form ref={formRef} className={classes.form} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg" maw={820}>
        <section aria-labelledby="order-customer-title">
          <Title order={2} size="h4" id="order-customer-title" mb="xs">
            Klantgegevens
          </Title>
          <Stack gap="sm">
            <CustomerLink
              klantSoort={values.klant_soort}
              customerId={values.customer_id}
              linkedName={[customerName, values.customer.email].filter(Boolean).join(' – ')}
              onKind={(kind) =>
                setValues((current) =>
                  kind === 'nieuw'
                    ? { ...current, klant_soort: 'nieuw', customer_id: null }
                    : { ...current, klant_soort: 'bestaand' },
                )
              }
              onChoose={(customer) => setValues((current) => withCustomer(current, customer))}
            />
            <CustomerFields
              values={values.customer}
              extensionField="huisnummer_extension"
              onChange={(changes) => setValues((current) => ({ ...current, customer: { ...current.customer, ...changes } }))}
            />
          </Stack>
        </section>

        <ProductLines
          lines={values.lines}
          days={days}
          onAddLine={() =>
            setValues((current) => ({
              ...current,
              lines: [...current.lines, newLine(current.lines.at(-1)?.orderdayId ?? (days.length === 1 ? String(days[0]?.id) : null))],
            }))
          }
          onChangeLine={(index, line) =>
            setValues((current) => ({ ...current, lines: current.lines.map((l, i) => (i === index ? line : l)) }))
          }
          onRemoveLine={(index) => {
            clearLineErrors();
            setValues((current) => withoutLine(current, index));
          }}
        />

        <section aria-labelledby="order-delivery-title">
          <Title order={2} size="h4" id="order-delivery-title" mb="xs">
            Bezorging
          </Title>
          {enabled.length === 0 ? (
            <Alert color="orange" variant="light">
              Ophalen en bezorgen staan allebei uit in de instellingen.
            </Alert>
          ) : (
            <Radio.Group
              label="Ophalen of bezorgen"
              value={values.bezorg_optie}
              error={optionError}
              required
              onChange={(value) => {
                clearFieldError('bezorg_optie');
                update({ bezorg_optie: value === 'ophalen' || value === 'bezorgen' ? value : '' });
              }}
            >
              <Group gap="lg" mt={6}>
                {enabled.map((option) => (
                  <Radio key={option} value={option} label={OPTION_LABELS[option]} />
                ))}
              </Group>
            </Radio.Group>
          )}
        </section>

        <Textarea
          label="Opmerking"
          autosize
          minRows={3}
          maxLength={REMARK_MAX}
          value={values.opmerking}
          error={remarkError}
          description={`${values.opmerking.length}/${REMARK_MAX} tekens`}
          onChange={(event) => {
            clearFieldError('opmerking');
            update({ opmerking: event.currentTarget.value });
          }}
        />

        <FormFooter
          failure={failure}
          saving={saving}
          submitLabel={submitLabel}
          onCancel={() => {
            allowLeaving();
            onCancel();
          }}
        />
      </Stack>
      {modal}
    </form>
  );
}

/** Messages for fields this form has no input for (so they are not lost). */
function unshownMessages(errors: Record<string, string[]>): string[] {
  const shown = /^(products(\.\d+\.(orderday|orderday_product\.id|hoeveelheid))?|customer_id|klant_soort|bezorg_optie|opmerking)$/;
  const customer = new Set<string>(Object.keys(emptyCustomer()));
  return Object.entries(errors)
    .filter(([field]) => !shown.test(field) && !customer.has(field))
    .flatMap(([, messages]) => messages);
}

/** Line errors are numbered by position: after removing a line they no longer match, so they go. */
function clearLineErrors(): void {
  const store = useFieldErrorsStore.getState();
  store.setErrors(Object.fromEntries(Object.entries(store.errors).filter(([field]) => !field.startsWith('products.'))));
}

function focusFirstInvalid(form: HTMLElement | null): void {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
