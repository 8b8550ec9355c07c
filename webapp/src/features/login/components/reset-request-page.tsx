// /wachtwoord-resetten: asks for a reset link by e-mail. The server answers the same whether or not the
// address has an account, and that answer is what the user sees.
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { showFlash } from '../../../lib/stores/flash-store';
import { requestPasswordReset } from '../api/reset-password';
import { commonFailure, LOGIN_TEXTS, MESSAGE_DURATION, messageIn, resetRequestProblems } from '../login-flow';
import { useLoginStore } from '../stores/login-store';
import { FormErrorSummary } from '../../../components/form-error-summary';
import { RESET_SCREEN } from '../login-screens';
import { AuthCard } from './auth-card';
import { EmailField, SendFailed } from './login-fields';
import { useLoginSubmit } from './login-submit';

export function ResetRequestPage() {
  const [email, setEmail] = useState(() => useLoginStore.getState().lastEmail);
  const [answer, setAnswer] = useState<string | null>(null);
  const { sending, failed, submit } = useLoginSubmit({
    problems: () => resetRequestProblems(email),
    send: async () => {
      const result = await requestPasswordReset(email.trim());
      const message = messageIn(result, LOGIN_TEXTS.resetRequested);
      setAnswer(message);
      showFlash(message, { color: 'green', duration: MESSAGE_DURATION });
    },
    refused: (error) => commonFailure(error) === 'failed',
  });

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
            <SendFailed shown={failed} />
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
