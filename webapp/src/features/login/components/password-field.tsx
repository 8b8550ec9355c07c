// The login screens' password field (with a show/hide button): the server's (or the screen's own) message under the
// field, cleared as soon as the user types in it.
import { PasswordInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { clearFieldError, useFieldError } from '../../../lib/stores/field-errors-store';

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
