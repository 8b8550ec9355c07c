// The add/edit order day form (spec doc 2 sections 2, 3 and 5): the day, the four moments, the maximum per customer,
// the two switches and the product rows. The server's 422 errors show under the matching inputs.
import { Alert, Anchor, NumberInput, SimpleGrid, Stack, Switch } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate, parseDateInput } from '../../../lib/rules/dates';
import { type FormEvent, useRef, useState } from 'react';
import { ValidationError } from '../../../lib/api-errors';
import { clearFieldError, useFieldError } from '../../../lib/stores/field-errors-store';
import {
  checkOrderDayDate,
  isDirty,
  MOMENTS,
  messagesWithoutInput,
  newRow,
  type OrderDayFormValues,
  withoutRow,
} from '../order-day-form';
import { failureMessage } from '../error-message';
import {
  clearRowErrors,
  focusFirstInvalid,
  GENERIC_FAILURE,
  refuseIncomplete,
  setFieldError,
} from '../../../components/form-errors';
import type { AdminProduct } from '../types';
import { MomentInputs } from './moment-inputs';
import { ProductRows } from './product-rows';
import { TextRuleInput } from './text-rule-input';
import { FormFooter } from '../../../components/form-footer';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes';

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
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { modal, allowLeaving, guardAgain } = useUnsavedChangesGuard(isDirty(values, initial));
  const dayError = useFieldError('bestellingsdag');
  const maxError = useFieldError('maximale_producten_per_klant');

  const update = (patch: Partial<OrderDayFormValues>) => setValues((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (refuseIncomplete(formRef.current)) return;
    setSaving(true);
    try {
      allowLeaving();
      await onSubmit(values);
    } catch (error) {
      guardAgain();
      setSaving(false);
      if (error instanceof ValidationError) {
        const rest = messagesWithoutInput(error.errors);
        setFailure(['Niet alles is goed ingevuld. Bekijk de meldingen bij de velden.', ...rest].join(' '));
        focusFirstInvalid(formRef.current);
      } else {
        setFailure(failureMessage(error) ?? GENERIC_FAILURE);
      }
    }
  };

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
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
