// The login screens' e-mail field: the server's (or the screen's own) message under the field, cleared as soon as the
// user types in it. The password field has its own file (password-field.tsx): the reset request page loads only this.
import { TextInput } from '@mantine/core';
import { clearFieldError, useFieldError } from '../../../lib/stores/field-errors-store';

interface EmailFieldProps {
  autoComplete: 'username' | 'email';
  value: string;
  onChange: (value: string) => void;
}

export function EmailField({ autoComplete, value, onChange }: EmailFieldProps) {
  const error = useFieldError('email');
  return (
    <TextInput
      size="md"
      label="E-mailadres"
      name="email"
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      required
      value={value}
      error={error}
      onChange={(event) => {
        onChange(event.currentTarget.value);
        clearFieldError('email');
      }}
    />
  );
}
