// The add/edit order day form (spec doc 2 sections 2, 3 and 5): the day, the four moments, the maximum per customer,
// the two switches and the product rows. The server's 422 errors show under the matching inputs.
import { Alert, Anchor, NumberInput, SimpleGrid, Stack, Switch } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate, parseDateInput } from '../../../lib/rules/dates';
import { useState } from 'react';
import { clearFieldError, useFieldError } from '../../../lib/stores/field-errors-store';
import {
  checkOrderDayDate,
  isDirty,
  MOMENTS,
  newRow,
  type OrderDayFormValues,
  withoutRow,
} from '../order-day-form';
import { refusedSaveText } from '../error-message';
import { useAdminFormSubmit } from '../../../components/admin-form-submit';
import { clearRowErrors, setFieldError } from '../../../components/form-errors';
import type { AdminProduct } from '../types';
import { MomentInputs } from './moment-inputs';
import { ProductRows } from './product-rows';
import { TextRuleInput } from './text-rule-input';
import { FormFooter } from '../../../components/form-footer';

interface OrderDayFormProps {
  initial: OrderDayFormValues;
  products: readonly AdminProduct[];
  today: string;
  /** The saved day's date (a past saved date may stay). */
  savedDay?: string;
  submitLabel: 'Toevoegen' | 'Aanpassen';
  /** The dates that already have an order day (date -> id), this day's own left out: warned about, linked. */
  takenDates?: ReadonlyMap<string, number>;
  /** Saves; resolves when done (the page then leaves), rejects with the API error. */
  onSubmit: (values: OrderDayFormValues) => Promise<void>;
  onCancel: (allowLeaving: () => void) => void;
}

export function OrderDayForm(props: OrderDayFormProps) {
  const { initial, products, today, savedDay, takenDates, submitLabel, onSubmit, onCancel } = props;
  const [values, setValues] = useState(initial);
  const { formRef, saving, failure, modal, allowLeaving, onSubmit: submit } = useAdminFormSubmit({
    values,
    dirty: isDirty(values, initial),
    onSubmit,
    validationFailure: refusedSaveText,
  });
  const dayError = useFieldError('bestellingsdag');
  const maxError = useFieldError('maximale_producten_per_klant');

  const update = (patch: Partial<OrderDayFormValues>) => setValues((current) => ({ ...current, ...patch }));

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="lg" maw={760}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextRuleInput
            label="Besteldag"
            name="bestellingsdag"
            placeholder="dd-mm-jjjj"
            value={values.bestellingsdag}
            error={dayError}
            normalise={(text) => checkOrderDayDate(text, today, savedDay)}
            onChange={(bestellingsdag) => {
              clearFieldError('bestellingsdag');
              update({ bestellingsdag });
            }}
            onNormalised={(result) => {
              if (result.text !== values.bestellingsdag) update({ bestellingsdag: result.text });
              if (result.error) setFieldError('bestellingsdag', result.error);
            }}
            required
          />
          <NumberInput
            label="Maximaal aantal producten per klant"
            name="maximale_producten_per_klant"
            placeholder="4"
            min={1}
            allowDecimal={false}
            allowNegative={false}
            value={values.maximale_producten_per_klant}
            error={maxError}
            onChange={(value) => {
              clearFieldError('maximale_producten_per_klant');
              update({ maximale_producten_per_klant: typeof value === 'number' ? value : '' });
            }}
            required
          />
        </SimpleGrid>
        <DateTakenNote text={values.bestellingsdag} today={today} takenDates={takenDates} />

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {MOMENTS.map((spec) => (
            <MomentInputs
              key={spec.key}
              spec={spec}
              today={today}
              value={values.moments[spec.key]}
              onChange={(moment) =>
                setValues((current) => ({ ...current, moments: { ...current.moments, [spec.key]: moment } }))
              }
            />
          ))}
        </SimpleGrid>

        <Stack gap="xs">
          <Switch
            label="Open voor nieuwe bestellingen"
            checked={values.inschrijving_geopend}
            onChange={(event) => update({ inschrijving_geopend: event.currentTarget.checked })}
          />
          <Switch
            label="Zichtbaar voor klanten"
            checked={values.zichtbaar}
            onChange={(event) => update({ zichtbaar: event.currentTarget.checked })}
          />
        </Stack>

        <ProductRows
          rows={values.products}
          products={products}
          onAddRow={() => setValues((current) => ({ ...current, products: [...current.products, newRow()] }))}
          onChangeRow={(index, row) =>
            setValues((current) => ({ ...current, products: current.products.map((r, i) => (i === index ? row : r)) }))
          }
          onRemoveRow={(index) => {
            clearRowErrors();
            setValues((current) => withoutRow(current, index));
          }}
        />

        <FormFooter
          failure={failure}
          saving={saving}
          submitLabel={submitLabel}
          showSubmit={values.products.length > 0}
          onCancel={() => onCancel(allowLeaving)}
        />
      </Stack>
      {modal}
    </form>
  );
}

/** One order day per date (decision 0048): a date that has one already is named, with a link to that day. */
function DateTakenNote(props: { text: string; today: string; takenDates: ReadonlyMap<string, number> | undefined }) {
  const day = props.text ? parseDateInput(props.text, props.today) : null;
  const other = day ? props.takenDates?.get(day) : undefined;
  if (!day || other === undefined) return null;
  return (
    <Alert color="orange" variant="light" role="status" data-testid="date-taken">
      Op {formatDate(day)} is al een besteldag.{' '}
      <Anchor component={Link} to={`/admin/bestellingdagen/aanpassen/${other}`}>
        Die besteldag aanpassen
      </Anchor>{' '}
      of kies een andere datum.
    </Alert>
  );
}
