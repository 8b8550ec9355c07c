// Klant aanpassen (klant-aanpassen, admin/klanten/aanpassen/{klant}): the customer's fields with the address lookup,
// and the standing-customer settings: vaste_klant switch, vaste_klant_mailen, vaste_klant_producten (at least 1) and
// vaste_klant_bezorgkeuze. Switching vaste_klant off clears the three (spec doc 2 section 4). Toast 'Klant aangepast'.
// Also the care note for the delivery round (issue 13), shown on the delivery day, the driver's sheet and the Excel list.
import { Alert, Checkbox, Group, NumberInput, Paper, Radio, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useAdminFormSubmit } from '../../../components/admin-form-submit';
import { CustomerFields } from '../../../components/customer-fields';
import { FormFooter } from '../../../components/form-footer';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { clearFieldError, useFieldError } from '../../../lib/stores/field-errors-store';
import { showToast } from '../../../lib/toast';
import { editCustomer } from '../api/customers';
import {
  type CustomerFormValues,
  customerClientErrors,
  formFromCustomer,
  isCustomerDirty,
  MIN_STANDING_PRODUCTS,
  toCustomerPayload,
  withStanding,
} from '../customer-form';
import { customerPath } from '../paths';
import classes from '../../../components/record-list.module.css';
import { useCustomer } from './use-customer';

export function CustomerEditPage() {
  const { klant = '' } = useParams();
  const navigate = useNavigate();
  const { state, retry } = useCustomer(klant);
  const initial = useMemo(() => (state.status === 'ready' ? formFromCustomer(state.record) : null), [state]);

  const save = async (values: CustomerFormValues) => {
    if (state.status !== 'ready') return;
    const answer = await editCustomer(state.record.id, toCustomerPayload(values));
    showToast(answer?.message || 'Klant aangepast', { color: 'green', duration: 3000 });
    await navigate(customerPath(state.record.id));
  };

  return (
    <>
      <PageHeading title="Klant aanpassen" />
      {state.status === 'error' && <LoadError onRetry={retry} error={state.error} />}
      {state.status === 'loading' && <PageSkeleton lines={8} />}
      {state.status === 'ready' && initial && (
        <CustomerForm
          key={state.version}
          initial={initial}
          onSubmit={save}
          onCancel={() => void navigate(customerPath(state.record.id))}
        />
      )}
    </>
  );
}

interface CustomerFormProps {
  initial: CustomerFormValues;
  onSubmit: (values: CustomerFormValues) => Promise<void>;
  onCancel: () => void;
}

function CustomerForm({ initial, onSubmit, onCancel }: CustomerFormProps) {
  const [values, setValues] = useState(initial);
  const { formRef, modal, footer, onSubmit: submit } = useAdminFormSubmit({
    values,
    dirty: isCustomerDirty(values, initial),
    clientErrors: customerClientErrors,
    onSubmit,
    onCancel,
  });
  const productsError = useFieldError('vaste_klant_producten');
  const choiceError = useFieldError('vaste_klant_bezorgkeuze');
  const customerIdError = useFieldError('customer_id');
  const standingError = useFieldError('vaste_klant');
  const mailError = useFieldError('vaste_klant_mailen');
  const noteError = useFieldError('bezorg_notitie');

  const update = (patch: Partial<CustomerFormValues>) => setValues((current) => ({ ...current, ...patch }));

  return (
    <form ref={formRef} className={classes.form} onSubmit={submit} noValidate>
      <Stack gap="lg" maw={820}>
        {customerIdError && (
          <Alert color="red" variant="light" role="alert">
            {customerIdError}
          </Alert>
        )}
        <section aria-labelledby="customer-fields-title">
          <Title order={2} size="h4" id="customer-fields-title" mb="xs">
            Klantgegevens
          </Title>
          <CustomerFields
            values={values}
            extensionField="huisnummer_extension"
            contactRequired={false}
            onChange={(changes) => setValues((current) => ({ ...current, ...changes }))}
          />
        </section>

        <TextInput
          label="Notitie voor de bezorging"
          name="bezorg_notitie"
          description="Bijvoorbeeld: bel aan bij de buren, glutenvrij. Staat op de leverdag, de rit en de klantenlijst."
          maxLength={255}
          maw={620}
          value={values.bezorg_notitie}
          error={noteError}
          onChange={(event) => {
            clearFieldError('bezorg_notitie');
            update({ bezorg_notitie: event.currentTarget.value });
          }}
        />

        <Paper withBorder p="md" component="section" aria-labelledby="customer-standing-edit-title">
          <Title order={2} size="h4" id="customer-standing-edit-title" mb="sm">
            Vaste klant
          </Title>
          <Stack gap="sm">
            <Switch
              label="Vaste klant"
              name="vaste_klant"
              checked={values.vaste_klant}
              error={standingError}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                for (const field of ['vaste_klant', 'vaste_klant_mailen', 'vaste_klant_producten', 'vaste_klant_bezorgkeuze']) {
                  clearFieldError(field);
                }
                setValues((current) => withStanding(current, on));
              }}
            />
            {values.vaste_klant && (
              <>
                <Checkbox
                  label="Bevestiging van de vaste-klantbestelling mailen"
                  name="vaste_klant_mailen"
                  checked={values.vaste_klant_mailen}
                  error={mailError}
                  onChange={(event) => {
                    clearFieldError('vaste_klant_mailen');
                    update({ vaste_klant_mailen: event.currentTarget.checked });
                  }}
                />
                <NumberInput
                  label="Aantal porties per besteldag"
                  name="vaste_klant_producten"
                  min={MIN_STANDING_PRODUCTS}
                  allowDecimal={false}
                  allowNegative={false}
                  value={values.vaste_klant_producten}
                  error={productsError}
                  required
                  maw={240}
                  onChange={(value) => {
                    clearFieldError('vaste_klant_producten');
                    update({ vaste_klant_producten: typeof value === 'number' ? value : '' });
                  }}
                />
                <Radio.Group
                  label="Ophalen of bezorgen"
                  name="vaste_klant_bezorgkeuze"
                  value={values.vaste_klant_bezorgkeuze}
                  error={choiceError}
                  required
                  onChange={(value) => {
                    clearFieldError('vaste_klant_bezorgkeuze');
                    update({ vaste_klant_bezorgkeuze: value === 'ophalen' || value === 'bezorgen' ? value : '' });
                  }}
                >
                  <Group gap="lg" mt={6}>
                    <Radio value="ophalen" label="Ophalen" />
                    <Radio value="bezorgen" label="Bezorgen" />
                  </Group>
                </Radio.Group>
              </>
            )}
          </Stack>
        </Paper>

        <FormFooter {...footer} submitLabel="Aanpassen" />
      </Stack>
      {modal}
    </form>
  );
}
