// Step one of the login: e-mail and password. The server mails a code; 450 means the account is locked.
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { PrivacyNote } from '../../../components/privacy-note';
import { showToast } from '../../../lib/toast';
import { login } from '../api/login';
import { credentialsFailure, credentialsProblems, LOCK_TOAST_DURATION, LOGIN_TEXTS, serverMessage } from '../login-flow';
import { useLoginStore } from '../stores/login-store';
import { FormErrorSummary } from '../../../components/form-error-summary';
import { focusFirstInvalid } from '../../../components/form-errors';
import { LOGIN_SCREEN, PASSWORD_LABEL } from '../login-screens';
import { AuthCard } from './auth-card';
import { EmailField, PasswordField } from './login-fields';
import { showProblems } from './show-problems';

export function CredentialsStep() {
  const start = useLoginStore((state) => state.start);
  const [email, setEmail] = useState(() => useLoginStore.getState().lastEmail);
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setFailed(false);
    if (showProblems(credentialsProblems(email, password), form)) return;
    setSending(true);
    try {
      const attempt = await login(email.trim(), password);
      start({ ...attempt, email: email.trim() });
    } catch (error) {
      focusFirstInvalid(form); // a 422: its messages are under the fields and in the summary
      setSending(false);
      const failure = credentialsFailure(error);
      if (failure === 'locked') {
        showToast(serverMessage(error, LOGIN_TEXTS.locked), { color: 'red', duration: LOCK_TOAST_DURATION });
      } else if (failure === 'failed') {
        setFailed(true);
      }
    }
  };

  return (
    <AuthCard title={LOGIN_SCREEN.title} intro={LOGIN_SCREEN.intro}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failed && (
            <Alert color="red" variant="light" role="alert">
              {LOGIN_TEXTS.sendFailed}
            </Alert>
          )}
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
