// Step one of the login: e-mail and password. The server mails a code; 450 means the account is locked.
import { Anchor, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { PrivacyNote } from '../../../components/privacy-note';
import { showToast } from '../../../lib/toast';
import { login } from '../api/login';
import { credentialsFailure, credentialsProblems, LOCK_TOAST_DURATION, LOGIN_TEXTS, serverMessage } from '../login-flow';
import { useLoginStore } from '../stores/login-store';
import { FormErrorSummary } from '../../../components/form-error-summary';
import { LOGIN_SCREEN, PASSWORD_LABEL } from '../login-screens';
import { AuthCard } from './auth-card';
import { EmailField, PasswordField, SendFailed } from './login-fields';
import { useLoginSubmit } from './login-submit';

export function CredentialsStep() {
  const start = useLoginStore((state) => state.start);
  const [email, setEmail] = useState(() => useLoginStore.getState().lastEmail);
  const [password, setPassword] = useState('');
  const { sending, failed, submit } = useLoginSubmit({
    problems: () => credentialsProblems(email, password),
    send: async () => {
      const attempt = await login(email.trim(), password);
      start({ ...attempt, email: email.trim() });
    },
    refused: (error) => {
      const failure = credentialsFailure(error);
      if (failure === 'locked') {
        showToast(serverMessage(error, LOGIN_TEXTS.locked), { color: 'red', duration: LOCK_TOAST_DURATION });
      }
      return failure === 'failed';
    },
  });

  return (
    <AuthCard title={LOGIN_SCREEN.title} intro={LOGIN_SCREEN.intro}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SendFailed shown={failed} />
          <EmailField autoComplete="username" value={email} onChange={setEmail} />
          <PasswordField
            name="password"
            label={PASSWORD_LABEL}
            autoComplete="current-password"
            toggleLabel="Wachtwoord tonen of verbergen"
            value={password}
            onChange={setPassword}
          />
          <FormErrorSummary />
          <Button type="submit" size="md" loading={sending} fullWidth>
            {LOGIN_SCREEN.button}
          </Button>
          <Anchor component={Link} to="/wachtwoord-resetten" size="sm">
            {LOGIN_SCREEN.forgotten}
          </Anchor>
          <PrivacyNote purpose={LOGIN_SCREEN.privacy} />
        </Stack>
      </form>
    </AuthCard>
  );
}
