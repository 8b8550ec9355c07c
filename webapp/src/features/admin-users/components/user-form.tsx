// The add/edit form of a user (spec doc 2 section 3): name, e-mail, phone number, role (from the admin settings'
// roles list) and, only when adding, 'uitnodigen'. Server errors (422) show under the fields; leaving with unsaved
// changes asks first.
import { Checkbox, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { clearFieldError, useFieldError } from '../../../lib/stores/field-errors-store';
import { useAdminFormSubmit } from '../../../components/admin-form-submit';
import { isUserFormDirty, roleOptions, type UserFormValues } from '../user-form';
import { roleLabel } from '../user-list';
import { FormFooter } from '../../../components/form-footer';
import classes from './users.module.css';

interface UserFormProps {
  initial: UserFormValues;
  roles: readonly string[];
  submitLabel: 'Toevoegen' | 'Aanpassen';
  /** Only when adding: the invitation checkbox. */
  withInvitation: boolean;
  /** Saves; resolves when done (the page then leaves), rejects with the API error. */
  onSubmit: (values: UserFormValues) => Promise<void>;
  onCancel: () => void;
}

type TextField = 'name' | 'email' | 'telefoonnummer';

export function UserForm({ initial, roles, submitLabel, withInvitation, onSubmit, onCancel }: UserFormProps) {
  const [values, setValues] = useState(initial);
  const { formRef, modal, footer, onSubmit: submit } = useAdminFormSubmit({
    values,
    dirty: isUserFormDirty(values, initial),
    clientErrors: (current): Record<string, string> => (current.rol ? {} : { rol: 'Kies een geldige rol.' }),
    onSubmit,
    onCancel,
  });
  const errors = {
    name: useFieldError('name'),
    email: useFieldError('email'),
    telefoonnummer: useFieldError('telefoonnummer'),
    rol: useFieldError('rol'),
    uitnodigen: useFieldError('uitnodigen'),
  };

  const update = (field: keyof UserFormValues, value: string | boolean) => {
    clearFieldError(field);
    setValues((current) => ({ ...current, [field]: value }));
  };

  const textInput = (field: TextField, label: string, extra: Partial<React.ComponentProps<typeof TextInput>> & { 'data-required-message'?: string },
  ) => (
    <TextInput
      label={label}
      name={field}
      value={values[field]}
      error={errors[field]}
      onChange={(event) => update(field, event.currentTarget.value)}
      {...extra}
    />
  );

  return (
    <form ref={formRef} className={classes.form} onSubmit={submit} noValidate>
      <Stack gap="md" maw={560}>
        {textInput('name', 'Naam', {
          required: true,
          autoComplete: 'off',
          maxLength: 255,
          'data-required-message': 'Vul een naam in.',
        })}
        {textInput('email', 'E-mailadres', {
          required: true,
          'data-required-message': 'Vul een geldig e-mailadres in.',
          type: 'email',
          autoComplete: 'off',
          inputMode: 'email',
          maxLength: 255,
        })}
        {textInput('telefoonnummer', 'Telefoonnummer', { type: 'tel', autoComplete: 'off', maxLength: 50 })}
        <Select
          label="Rol"
          name="rol"
          placeholder="Kies een rol"
          required
          data={roleOptions(roles, values.rol, roleLabel)}
          value={values.rol || null}
          error={errors.rol}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          onChange={(value) => update('rol', value ?? '')}
        />
        {withInvitation && (
          <Checkbox
            label="Uitnodigen"
            name="uitnodigen"
            description="De gebruiker krijgt een e-mail met een link om een wachtwoord in te stellen."
            checked={values.uitnodigen}
            error={errors.uitnodigen}
            onChange={(event) => update('uitnodigen', event.currentTarget.checked)}
          />
        )}

        <FormFooter {...footer} submitLabel={submitLabel} />
      </Stack>
      {modal}
    </form>
  );
}
