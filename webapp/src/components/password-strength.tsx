// Strength feedback while a new password is typed (issue 23, point 7): the server's own judge (POST
// /web/password-strength: zxcvbn with the user's name and e-mail and the site's name, and the bundled list of
// breached passwords) answers a score 0-4 and the Dutch problems that saving would give. One judge, no rules here.
// The bar and the delay are drawn and kept here rather than with Mantine's Progress and useDebouncedValue: those were
// four more files on the new-password page (issue 24, decision 0068).
// A problem the password field already shows as its own error (after a refused save, until the field is edited) is
// not said a second time under the bar.
import { Stack, Text } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { api } from '../lib/api-client';
import { useFieldErrorList } from '../lib/stores/field-errors-store';

export interface StrengthAnswer {
  score: number;
  problems: string[];
}

export const STRENGTH_LABELS = ['Zeer zwak', 'Zwak', 'Matig', 'Sterk', 'Zeer sterk'] as const;
const COLORS = ['red', 'red', 'orange', 'teal', 'green'] as const;
const DELAY_MS = 300;

export function strengthLabel(score: number): string {
  return STRENGTH_LABELS[Math.max(0, Math.min(4, Math.round(score)))] ?? STRENGTH_LABELS[0];
}

/** `value`, once it has not changed for `delay` milliseconds. */
function useSettledValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

function askStrength(password: string, name: string, email: string): Promise<StrengthAnswer> {
  return api.post<StrengthAnswer>('/web/password-strength', { password, name, email }, { fieldErrors: false });
}

interface PasswordStrengthProps {
  password: string;
  name?: string;
  email?: string;
  /** The password field's name in the form's field errors (its own error is not repeated under the bar). */
  field?: string;
}

export function PasswordStrength({ password, name = '', email = '', field = 'password' }: PasswordStrengthProps) {
  const debounced = useSettledValue(password, DELAY_MS);
  const [answer, setAnswer] = useState<StrengthAnswer | null>(null);
  const fieldErrors = useFieldErrorList(field);

  useEffect(() => {
    if (!debounced) {
      setAnswer(null);
      return;
    }
    let current = true;
    askStrength(debounced, name, email)
      .then((result) => current && setAnswer(result))
      .catch(() => current && setAnswer(null));
    return () => {
      current = false;
    };
  }, [debounced, name, email]);

  if (!password || !answer) return null;
  return <StrengthMeter answer={answer} shownElsewhere={fieldErrors} />;
}

/** The bar, its label and the problems of `answer` that are not among `shownElsewhere`. */
export function StrengthMeter({ answer, shownElsewhere }: { answer: StrengthAnswer; shownElsewhere: readonly string[] }) {
  const id = useId();
  const problems = answer.problems.filter((problem) => !shownElsewhere.includes(problem));
  const label = strengthLabel(answer.score);
  const percent = ((answer.score + 1) / 5) * 100;
  return (
    <Stack gap={4} aria-live="polite" data-testid="password-strength">
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-labelledby={id}
        style={{ height: 5, borderRadius: 'var(--mantine-radius-sm)', background: 'var(--mantine-color-gray-2)' }}
      >
        <div
          style={{
            width: `${percent}%`,
            height: '100%',
            borderRadius: 'inherit',
            background: `var(--mantine-color-${COLORS[answer.score] ?? 'red'}-filled)`,
            transition: 'width 100ms ease',
          }}
        />
      </div>
      <Text size="sm" id={id}>
        Sterkte: {label}
      </Text>
      {problems.map((problem) => (
        <Text key={problem} size="sm" c="red.8">
          {problem}
        </Text>
      ))}
    </Stack>
  );
}
