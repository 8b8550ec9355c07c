// /wachtwoord-resetten/:email/:token: a new password from a reset or invitation mail. A used, unknown or
// expired link (422 'token is ongeldig') shows a warning with a way to ask for a new link.
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { showFlash } from '../../../lib/stores/flash-store';
import { changePasswordWithToken } from '../api/change-password';
import { LOGIN_TEXTS, MESSAGE_DURATION, newPasswordProblems, passwordChangeFailure } from '../login-flow';
import { useLoginStore } from '../stores/login-store';
import { FormErrorSummary } from '../../../components/form-error-summary';
import { AuthCard } from './auth-card';
import { PasswordStrength } from '../../../components/password-strength';
import { PasswordField, SendFailed } from './login-fields';
import { useLoginSubmit } from './login-submit';
import { CONFIRMATION_LABEL, NEW_PASSWORD_SCREEN, PASSWORD_LABEL } from '../login-screens';

export function NewPasswordPage() {
  const { email = '', token = '' } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [linkInvalid, setLinkInvalid] = useState(false);
  const { sending, failed, submit } = useLoginSubmit({
    problems: () => newPasswordProblems(password, confirmation),
    send: async () => {
      await changePasswordWithToken({ email, token, password, password_confirmation: confirmation });
      useLoginStore.setState({ pending: null, lastEmail: email });
      showFlash(LOGIN_TEXTS.passwordChanged, { color: 'green', duration: MESSAGE_DURATION });
      void navigate('/inloggen');
    },
    refused: (error) => {
      const failure = passwordChangeFailure(error);
      if (failure === 'invalid-link') setLinkInvalid(true);
      return failure === 'failed';
    },
  });

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
          <SendFailed shown={failed} />
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
