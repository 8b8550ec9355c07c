// The login screens' e-mail and password fields: the server's (or the screen's own) message under the field, cleared
// as soon as the user types in it. The password field is a text field with its own show/hide button rather than
// Mantine's PasswordInput, which brings ActionIcon and two more files to every login screen (decision 0068).
import { Alert } from '@mantine/core';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { TextField } from '../../../components/public-inputs';
import { clearFieldError, useFieldError } from '../../../lib/stores/field-errors-store';
import { LOGIN_TEXTS } from '../login-flow';
import { EMAIL_LABEL } from '../login-screens';

interface EmailFieldProps {
  autoComplete: 'username' | 'email';
  value: string;
  onChange: (value: string) => void;
}

export function EmailField({ autoComplete, value, onChange }: EmailFieldProps) {
  const error = useFieldError('email');
  return (
    <TextField
      label={EMAIL_LABEL}
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

/** The show/hide button: an icon button like Mantine's subtle ActionIcon (no style sheet of its own to load). */
const TOGGLE_STYLE: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  padding: 0,
  border: 0,
  borderRadius: 'var(--mantine-radius-sm)',
  background: 'none',
  color: 'var(--mantine-color-gray-7)',
  cursor: 'pointer',
};

/** Tabler's eye and eye-off icons, drawn here: as imports they were two more files on every login screen. */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      {crossed ? (
        <>
          <path d="M10.585 10.587a2 2 0 0 0 2.829 2.828" />
          <path d="M16.681 16.673a8.717 8.717 0 0 1 -4.681 1.327c-3.6 0 -6.6 -2 -9 -6c1.272 -2.12 2.712 -3.678 4.32 -4.674m2.86 -1.146a9.055 9.055 0 0 1 1.82 -.18c3.6 0 6.6 2 9 6c-.666 1.11 -1.379 2.067 -2.138 2.87" />
          <path d="M3 3l18 18" />
        </>
      ) : (
        <>
          <path d="M10 12a2 2 0 1 0 4 0a2 2 0 0 0 -4 0" />
          <path d="M21 12c-2.4 4 -5.4 6 -9 6c-3.6 0 -6.6 -2 -9 -6c2.4 -4 5.4 -6 9 -6c3.6 0 6.6 2 9 6" />
        </>
      )}
    </svg>
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
  const [visible, setVisible] = useState(false);
  const toggle = () => setVisible((shown) => !shown);
  return (
    <TextField
      label={label}
      name={name}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      required
      description={description}
      value={value}
      error={error}
      rightSection={
        // As Mantine's PasswordInput: outside the tab order, works on press so the field keeps its focus.
        <button
          type="button"
          style={TOGGLE_STYLE}
          aria-label={toggleLabel}
          aria-pressed={visible}
          tabIndex={-1}
          onMouseDown={(event) => {
            event.preventDefault();
            toggle();
          }}
          onKeyDown={(event) => {
            if (event.key === ' ' || event.key === 'Enter') {
              event.preventDefault();
              toggle();
            }
          }}
        >
          <EyeIcon crossed={visible} />
        </button>
      }
      onChange={(event) => {
        onChange(event.currentTarget.value);
        clearFieldError(name);
      }}
    />
  );
}

/** Above a login screen's fields: its call failed for a reason that belongs to no field (try again). */
export function SendFailed({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {LOGIN_TEXTS.sendFailed}
    </Alert>
  );
}
