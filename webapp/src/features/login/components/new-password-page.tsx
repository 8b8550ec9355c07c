// /wachtwoord-resetten/:email/:token: a new password from a reset or invitation mail. A used, unknown or
// expired link (422 'token is ongeldig') shows a warning with a way to ask for a new link.
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { showFlash } from '../../../lib/stores/flash-store';
import { changePasswordWithToken } from '../api/change-password';
import { LOGIN_TEXTS, MESSAGE_DURATION, newPasswordProblems, passwordChangeFailure } from '../login-flow';
import { useLoginStore } from '../stores/login-store';
import { FormErrorSummary } from '../../../components/form-error-summary';
import { focusFirstInvalid } from '../../../components/form-errors';
import { AuthCard } from './auth-card';
import { PasswordStrength } from '../../../components/password-strength';
import { PasswordField } from './login-fields';
import { CONFIRMATION_LABEL, NEW_PASSWORD_SCREEN, PASSWORD_LABEL } from '../login-screens';
import { showProblems } from './show-problems';

export function NewPasswordPage() {
  const { email = '', token = '' } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [linkInvalid, setLinkInvalid] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setFailed(false);
    if (showProblems(newPasswordProblems(password, confirmation), form)) return;
    setSending(true);
    try {
      await changePasswordWithToken({ email, token, password, password_confirmation: confirmation });
      useLoginStore.setState({ pending: null, lastEmail: email });
      showFlash(LOGIN_TEXTS.passwordChanged, { color: 'green', duration: MESSAGE_DURATION });
      void navigate('/inloggen');
    } catch (error) {
      focusFirstInvalid(form); // a 422: its messages are under the fields and in the summary
      setSending(false);
      const failure = passwordChangeFailure(error);
      if (failure === 'invalid-link') setLinkInvalid(true);
      else if (failure === 'failed') setFailed(true);
    }
  };

  if (linkInvalid) {
    return (
      <AuthCard title={NEW_PASSWORD_SCREEN.title}>
        <Alert color="orange" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden />}>
          <Stack gap="sm" align="flex-start">
            <Text>{LOGIN_TEXTS.resetLinkInvalid}</Text>
            <Anchor component={Link} to="/wachtwoord-resetten">
              Vraag een nieuwe link aan
            </Anchor>
          </Stack>
        </Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={NEW_PASSWORD_SCREEN.title}
      intro={
        <>
          {NEW_PASSWORD_SCREEN.introBefore}
          <strong>{email}</strong>
          {NEW_PASSWORD_SCREEN.introAfter}
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failed && (
            <Alert color="red" variant="light" role="alert">
              {LOGIN_TEXTS.sendFailed}
            </Alert>
          )}
          {/* Lets password managers store the new password with the right account. */}
          <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
          <PasswordField
            name="password"
            label={PASSWORD_LABEL}
            autoComplete="new-password"
            toggleLabel="Wachtwoord tonen of verbergen"
            description={LOGIN_TEXTS.passwordHint}
            value={password}
            onChange={setPassword}
          />
          <PasswordStrength password={password} email={email} />
          <PasswordField
            name="password_confirmation"
            label={CONFIRMATION_LABEL}
            autoComplete="new-password"
            toggleLabel="Bevestiging tonen of verbergen"
            value={confirmation}
            onChange={setConfirmation}
          />
          <FormErrorSummary />
          <Button type="submit" size="md" loading={sending} fullWidth>
            {NEW_PASSWORD_SCREEN.button}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
