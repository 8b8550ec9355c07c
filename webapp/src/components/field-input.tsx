// The back office's text field that shows the server's 422 message for its name (field-errors store); the public
// forms' field and `bindField` are in public-inputs.tsx.
import { TextInput } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useFieldError } from '../lib/stores/field-errors-store';

type FieldInputProps = ComponentProps<typeof TextInput> & { name: string };

export function FieldInput({ name, ...props }: FieldInputProps) {
  const error = useFieldError(name);
  return <TextInput name={name} error={error} {...props} />;
}

export { bindField } from './public-inputs';
