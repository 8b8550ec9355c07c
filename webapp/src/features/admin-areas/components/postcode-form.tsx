// The add/edit form of an authorised postal-code range (spec doc 2 sections 2, 3 and 5): postcode begin and end
// (normalised on blur), a switch 'Alle huisnummers' that hides and clears the house numbers, description and status.
import { Group, NumberInput, Radio, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { clearFieldError, useFieldError } from '../../../lib/stores/field-errors-store';
import {
  checkPostcode,
  isRangeDirty,
  POSTCODE_PLACEHOLDER,
  type PostalRangeFormValues,
  withAllHouseNumbers,
} from '../postal-range-form';
import classes from '../../../components/record-list.module.css';
import { useAdminFormSubmit } from '../../../components/admin-form-submit';
import { setFieldError } from '../../../components/form-errors';
import { FormFooter } from '../../../components/form-footer';

interface PostcodeFormProps {
  initial: PostalRangeFormValues;
  submitLabel: 'Toevoegen' | 'Aanpassen';
  /** Saves; resolves when done (the page then leaves), rejects with the API error. */
  onSubmit: (values: PostalRangeFormValues) => Promise<void>;
  onCancel: () => void;
}

type PostcodeField = 'postcode_begin' | 'postcode_eind';
type NumberField = 'huisnummer_begin' | 'huisnummer_eind';

export function PostcodeForm({ initial, submitLabel, onSubmit, onCancel }: PostcodeFormProps) {
  const [values, setValues] = useState(initial);
  const { formRef, modal, footer, onSubmit: submit } = useAdminFormSubmit({
    values,
    dirty: isRangeDirty(values, initial),
    onSubmit,
    onCancel,
  });
  const errors = {
    postcode_begin: useFieldError('postcode_begin'),
    postcode_eind: useFieldError('postcode_eind'),
    huisnummer_begin: useFieldError('huisnummer_begin'),
    huisnummer_eind: useFieldError('huisnummer_eind'),
    alle_huisnummers: useFieldError('alle_huisnummers'),
    omschrijving: useFieldError('omschrijving'),
    status: useFieldError('status'),
  };

  const update = (field: keyof PostalRangeFormValues, patch: Partial<PostalRangeFormValues>) => {
    clearFieldError(field === 'actief' ? 'status' : field);
    setValues((current) => ({ ...current, ...patch }));
  };

  const blurPostcode = (field: PostcodeField) => {
    const result = checkPostcode(values[field]);
    if (result.text !== values[field]) setValues((current) => ({ ...current, [field]: result.text }));
    if (result.error) setFieldError(field, result.error);
  };

  const postcodeInput = (field: PostcodeField, label: string) => (
    <TextInput
      label={label}
      name={field}
      placeholder={POSTCODE_PLACEHOLDER}
      value={values[field]}
      error={errors[field]}
      autoComplete="off"
      maxLength={10}
      required
      onChange={(event) => update(field, { [field]: event.currentTarget.value })}
      onBlur={() => blurPostcode(field)}
    />
  );

  const numberInput = (field: NumberField, label: string) => (
    <NumberInput
      label={label}
      name={field}
      placeholder={field === 'huisnummer_begin' ? '1' : '99'}
      min={1}
      max={99_999}
      allowDecimal={false}
      allowNegative={false}
      hideControls
      inputMode="numeric"
      value={values[field]}
      error={errors[field]}
      required
      onChange={(value) => update(field, { [field]: typeof value === 'number' ? value : '' })}
    />
  );

  return (
    <form ref={formRef} className={classes.form} onSubmit={submit} noValidate>
      <Stack gap="md" maw={640}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {postcodeInput('postcode_begin', 'Postcode begin')}
          {postcodeInput('postcode_eind', 'Postcode eind')}
        </SimpleGrid>
        <Switch
          label="Alle huisnummers"
          name="alle_huisnummers"
          checked={values.alle_huisnummers}
          error={errors.alle_huisnummers}
          onChange={(event) => {
            const all = event.currentTarget.checked;
            clearFieldError('huisnummer_begin');
            clearFieldError('huisnummer_eind');
            clearFieldError('alle_huisnummers');
            setValues((current) => withAllHouseNumbers(current, all));
          }}
        />
        {!values.alle_huisnummers && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {numberInput('huisnummer_begin', 'Huisnummer begin')}
            {numberInput('huisnummer_eind', 'Huisnummer eind')}
          </SimpleGrid>
        )}
        <Textarea
          label="Omschrijving"
          name="omschrijving"
          placeholder="Bijvoorbeeld: Utrecht centrum"
          autosize
          minRows={2}
          maxLength={255}
          value={values.omschrijving}
          error={errors.omschrijving}
          onChange={(event) => update('omschrijving', { omschrijving: event.currentTarget.value })}
        />
        <Radio.Group
          label="Status"
          name="status"
          value={values.actief ? 'actief' : 'niet-actief'}
          error={errors.status}
          onChange={(value) => update('actief', { actief: value === 'actief' })}
        >
          <Group gap="lg" mt={6}>
            <Radio value="actief" label="Actief" />
            <Radio value="niet-actief" label="Niet actief" />
          </Group>
        </Radio.Group>

        <FormFooter {...footer} submitLabel={submitLabel} />
      </Stack>
      {modal}
    </form>
  );
}
