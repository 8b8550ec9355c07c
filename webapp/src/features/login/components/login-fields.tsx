// The login screens' e-mail and password fields: the server's (or the screen's own) message under the field, cleared
// as soon as the user types in it.
import { PasswordInput, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
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

interface PasswordFieldProps {
  name: 'password' | 'password_confirmation';
  label: string;
  autoComplete: 'current-password' | 'new-password';
  /** The accessible name of the show/hide button. */
  toggleLabel: string;
  description?: ReactNode;
  value: string;
  onChange: (value: string) => void;
}

export function PasswordField({ name, label, autoComplete, toggleLabel, description, value, onChange }: PasswordFieldProps) {
  const error = useFieldError(name);
  return (
    <PasswordInput
      size="md"
      label={label}
      name={name}
      autoComplete={autoComplete}
      required
      description={description}
      value={value}
      error={error}
      visibilityToggleButtonProps={{ 'aria-label': toggleLabel }}
      onChange={(event) => {
        onChange(event.currentTarget.value);
        clearFieldError(name);
      }}
    />
  );
}
