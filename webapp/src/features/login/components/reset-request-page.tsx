// /wachtwoord-resetten: asks for a reset link by e-mail. The server answers the same whether or not the
// address has an account, and that answer is what the user sees.
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { showFlash } from '../../../lib/stores/flash-store';
import { requestPasswordReset } from '../api/reset-password';
import { commonFailure, LOGIN_TEXTS, MESSAGE_DURATION, messageIn, resetRequestProblems } from '../login-flow';
import { useLoginStore } from '../stores/login-store';
import { FormErrorSummary } from '../../../components/form-error-summary';
import { focusFirstInvalid } from '../../../components/form-errors';
import { RESET_SCREEN } from '../login-screens';
import { AuthCard } from './auth-card';
import { EmailField } from './login-fields';
import { showProblems } from './show-problems';

export function ResetRequestPage() {
  const [email, setEmail] = useState(() => useLoginStore.getState().lastEmail);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setFailed(false);
    if (showProblems(resetRequestProblems(email), form)) return;
    setSending(true);
    try {
      const result = await requestPasswordReset(email.trim());
      const message = messageIn(result, LOGIN_TEXTS.resetRequested);
      setAnswer(message);
      showFlash(message, { color: 'green', duration: MESSAGE_DURATION });
    } catch (error) {
      focusFirstInvalid(form); // a 422: its messages are under the fields and in the summary
      setFailed(commonFailure(error) === 'failed');
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthCard title={RESET_SCREEN.title} intro={RESET_SCREEN.intro}>
      {answer ? (
        <Stack gap="md">
          <Alert color="green" variant="light" role="status">
            {answer}
          </Alert>
          <Text size="sm">Geen e-mail ontvangen? Kijk ook in uw map met ongewenste e-mail.</Text>
          <Anchor component={Link} to="/inloggen">
            Terug naar inloggen
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {failed && (
              <Alert color="red" variant="light" role="alert">
                {LOGIN_TEXTS.sendFailed}
              </Alert>
            )}
            <EmailField autoComplete="email" value={email} onChange={setEmail} />
            <FormErrorSummary />
            <Button type="submit" size="md" loading={sending} fullWidth>
              {RESET_SCREEN.button}
            </Button>
            <Anchor component={Link} to="/inloggen" size="sm">
              {RESET_SCREEN.back}
            </Anchor>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
