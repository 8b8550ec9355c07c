// A text field that shows the server's 422 message for its name (field-errors store), and the binding of such a
// field to a form's values: typing clears the field's message and reports the change.
import { TextInput } from '@mantine/core';
import type { ChangeEvent, ComponentProps } from 'react';
import { clearFieldError, useFieldError } from '../lib/stores/field-errors-store';

type FieldInputProps = ComponentProps<typeof TextInput> & { name: string };

export function FieldInput({ name, ...props }: FieldInputProps) {
  const error = useFieldError(name);
  return <TextInput name={name} error={error} {...props} />;
}

/** The public site's size of the same field (checkout, donation, contact). */
export function PublicFieldInput(props: FieldInputProps) {
  return <FieldInput size="md" {...props} />;
}

/** `{...bindField(values, 'email', onChange)}`: name, value and onChange of a text field. */
export function bindField<K extends string>(
  values: Partial<Record<K, string>>,
  name: K,
  onChange: (changes: Partial<Record<K, string>>) => void,
) {
  return {
    name,
    value: values[name] ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      clearFieldError(name);
      onChange({ [name]: event.currentTarget.value } as Partial<Record<K, string>>);
    },
  };
}
