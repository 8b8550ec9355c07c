// The order add/edit form (spec doc 2 sections 2, 3 and 5): the customer link, customer fields with the address
// lookup, product lines per order day, the delivery choice (only the enabled options), the remark (max 1000) and at
// least one line. The server's 422 errors show under the matching inputs; unsaved changes ask before leaving.
import { Alert, Group, Radio, Stack, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useAdminFormSubmit } from '../../../components/admin-form-submit';
import { CustomerFields } from '../../../components/customer-fields';
import { NOT_DELIVERED_HERE } from '../../../components/use-address-lookup';
import { CHECK_FIELDS, clearRowErrors } from '../../../components/form-errors';
import { FormFooter } from '../../../components/form-footer';
import { findVariable, useSettings } from '../../../lib/settings';
import { clearFieldError, useFieldError } from '../../../lib/stores/field-errors-store';
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
import classes from '../../../components/record-list.module.css';
import { ProductLines } from './product-lines';


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
  const { formRef, modal, footer, onSubmit: submit } = useAdminFormSubmit({
    values,
    dirty: isDirty(values, initial),
    clientErrors,
    onSubmit,
    onCancel,
    validationFailure: (error) => [CHECK_FIELDS, ...unshownMessages(error.errors)].join(' '),
  });
  const optionError = useFieldError('bezorg_optie');
  const [inDeliveryArea, setInDeliveryArea] = useState<boolean | null>(null);
  const outsideArea = values.bezorg_optie === 'bezorgen' && inDeliveryArea === false;
  const remarkError = useFieldError('opmerking');
  const settings = useSettings().data;
  const enabled: BezorgOptie[] = [];
  if (Number(findVariable(settings, 'order_pickup_enabled')) === 1 || initial.bezorg_optie === 'ophalen') enabled.push('ophalen');
  if (Number(findVariable(settings, 'order_shipping_enabled')) === 1 || initial.bezorg_optie === 'bezorgen') enabled.push('bezorgen');

  const update = (patch: Partial<OrderFormValues>) => setValues((current) => ({ ...current, ...patch }));

  const customerName = [values.customer.voornaam, values.customer.achternaam].filter(Boolean).join(' ');
  return (
    <form ref={formRef} className={classes.form} onSubmit={submit} noValidate>
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
              onDeliveryArea={setInDeliveryArea}
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
            clearRowErrors();
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
              name="bezorg_optie"
              value={values.bezorg_optie}
              error={optionError ?? (outsideArea ? NOT_DELIVERED_HERE : undefined)}
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
          name="opmerking"
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

        <FormFooter {...footer} submitLabel={submitLabel} />
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
