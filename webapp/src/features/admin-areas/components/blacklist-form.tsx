// The add/edit form of a blacklist item (spec doc 2 sections 2, 3 and 5): postcode, house number, e-mail address and
// description. When postcode and house number are both filled, leaving either looks up street and place (editable);
// when the lookup fails the user may type them.
import { SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { resolvePostalCode } from '../../../lib/address-lookup';
import { clearFieldError, useFieldError } from '../../../lib/stores/field-errors-store';
import { addressToLookUp, type BlacklistFormValues, isBlacklistDirty } from '../blacklist-form';
import { checkPostcode, POSTCODE_PLACEHOLDER } from '../postal-range-form';
import classes from '../../../components/record-list.module.css';
import { useAdminFormSubmit } from '../../../components/admin-form-submit';
import { setFieldError } from '../../../components/form-errors';
import { FormFooter } from '../../../components/form-footer';

interface BlacklistFormProps {
  initial: BlacklistFormValues;
  submitLabel: 'Toevoegen' | 'Aanpassen';
  onSubmit: (values: BlacklistFormValues) => Promise<void>;
  onCancel: () => void;
}

type Field = keyof BlacklistFormValues;

export function BlacklistForm({ initial, submitLabel, onSubmit, onCancel }: BlacklistFormProps) {
  const [values, setValues] = useState(initial);
  const [lookup, setLookup] = useState<{ busy: boolean; message: string | null }>({ busy: false, message: null });
  // The saved address counts as looked up already, so opening and leaving the form changes nothing.
  const lastLookedUp = useRef<string | null>(addressToLookUp(initial, null)?.key ?? null);
  const { formRef, modal, footer, onSubmit: submit } = useAdminFormSubmit({
    values,
    dirty: isBlacklistDirty(values, initial),
    onSubmit,
    onCancel,
  });
  const errors: Record<Field, string | undefined> = {
    postcode: useFieldError('postcode'),
    huisnummer: useFieldError('huisnummer'),
    email: useFieldError('email'),
    omschrijving: useFieldError('omschrijving'),
    straat: useFieldError('straat'),
    plaats: useFieldError('plaats'),
  };

  const update = (field: Field, value: string) => {
    clearFieldError(field);
    setValues((current) => ({ ...current, [field]: value }));
  };

  const lookUpAddress = async (current: BlacklistFormValues) => {
    const address = addressToLookUp(current, lastLookedUp.current);
    if (!address) return;
    lastLookedUp.current = address.key;
    setLookup({ busy: true, message: null });
    try {
      const answer = await resolvePostalCode(address.postcode, address.huisnummer);
      if (answer.straat && answer.plaats) {
        const { straat, plaats } = answer;
        setValues((latest) => ({ ...latest, straat, plaats }));
        setLookup({ busy: false, message: null });
      } else {
        setLookup({ busy: false, message: answer.message ?? null });
      }
    } catch {
      // Not found, unreachable or too many lookups: the user types street and place.
      setLookup({ busy: false, message: null });
    }
  };

  const blurPostcode = () => {
    const result = checkPostcode(values.postcode);
    const next = { ...values, postcode: result.text };
    if (result.text !== values.postcode) setValues(next);
    if (result.error) setFieldError('postcode', result.error);
    else void lookUpAddress(next);
  };

  return (
    <form ref={formRef} className={classes.form} onSubmit={submit} noValidate>
      <Stack gap="md" maw={640}>
        <Text c="dimmed" size="sm">
          Vul een postcode (eventueel met huisnummer) of een e-mailadres in, of allebei.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="Postcode"
            name="postcode"
            placeholder={POSTCODE_PLACEHOLDER}
            autoComplete="off"
            maxLength={10}
            value={values.postcode}
            error={errors.postcode}
            onChange={(event) => update('postcode', event.currentTarget.value)}
            onBlur={blurPostcode}
          />
          <TextInput
            label="Huisnummer"
            name="huisnummer"
            placeholder="12"
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            value={values.huisnummer}
            error={errors.huisnummer}
            onChange={(event) => update('huisnummer', event.currentTarget.value)}
            onBlur={() => void lookUpAddress(values)}
          />
          <TextInput
            label="Straat"
            name="straat"
            autoComplete="off"
            value={values.straat}
            error={errors.straat}
            disabled={lookup.busy}
            onChange={(event) => update('straat', event.currentTarget.value)}
          />
          <TextInput
            label="Plaats"
            name="plaats"
            autoComplete="off"
            value={values.plaats}
            error={errors.plaats}
            disabled={lookup.busy}
            onChange={(event) => update('plaats', event.currentTarget.value)}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed" role="status" aria-live="polite" mt={-8}>
          {lookup.busy ? 'Adres opzoeken…' : (lookup.message ?? '')}
        </Text>
        <TextInput
          label="E-mailadres"
          name="email"
          type="email"
          autoComplete="off"
          placeholder="naam@voorbeeld.nl"
          value={values.email}
          error={errors.email}
          onChange={(event) => update('email', event.currentTarget.value)}
        />
        <Textarea
          label="Omschrijving"
          name="omschrijving"
          placeholder="Bijvoorbeeld: reden van de blokkade"
          autosize
          minRows={2}
          maxLength={255}
          value={values.omschrijving}
          error={errors.omschrijving}
          onChange={(event) => update('omschrijving', event.currentTarget.value)}
        />

        <FormFooter {...footer} submitLabel={submitLabel} />
      </Stack>
      {modal}
    </form>
  );
}
