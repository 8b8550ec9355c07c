// Strength feedback while a new password is typed (issue 23, point 7): the server's own judge (POST
// /web/password-strength: zxcvbn with the user's name and e-mail and the site's name, and the bundled list of
// breached passwords) answers a score 0-4 and the Dutch problems that saving would give. One judge, no rules here.
import { Progress, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useId, useState } from 'react';
import { api } from '../lib/api-client';

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

function askStrength(password: string, name: string, email: string): Promise<StrengthAnswer> {
  return api.post<StrengthAnswer>('/web/password-strength', { password, name, email }, { fieldErrors: false });
}

export function PasswordStrength({ password, name = '', email = '' }: { password: string; name?: string; email?: string }) {
  const [debounced] = useDebouncedValue(password, DELAY_MS);
  const [answer, setAnswer] = useState<StrengthAnswer | null>(null);
  const id = useId();

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
  const label = strengthLabel(answer.score);
  return (
    <Stack gap={4} aria-live="polite" data-testid="password-strength">
      <Progress
        value={((answer.score + 1) / 5) * 100}
        color={COLORS[answer.score] ?? 'red'}
        size="sm"
        aria-labelledby={id}
      />
      <Text size="sm" id={id}>
        Sterkte: {label}
      </Text>
      {answer.problems.map((problem) => (
        <Text key={problem} size="sm" c="red.8">
          {problem}
        </Text>
      ))}
    </Stack>
  );
}
