// Step two 'Bevestig uw inlog': the 6-digit code from the e-mail. Success stores the session, reloads the
// settings (staff get more) and opens the orders list /admin/bestellingen (spec doc 1: a plain successful login goes
// to bestellingen-index); 451 means the attempt expired: back to step one.
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { TextField } from '../../../components/public-inputs';
import { loadSession } from '../../../lib/session';
import { settingsQuery } from '../../../lib/settings';
import { showFlash } from '../../../lib/stores/flash-store';
import { clearFieldError, useFieldError, useFieldErrorsStore } from '../../../lib/stores/field-errors-store';
import { showToast } from '../../../lib/toast';
import { resendCode } from '../api/resend-code';
import { validateCode } from '../api/validate-code';
import {
  CODE_LENGTH,
  codeFailure,
  codeProblems,
  LOCK_TOAST_DURATION,
  LOGIN_TEXTS,
  MESSAGE_DURATION,
  messageIn,
  normalizeCode,
  resendFailure,
  serverMessage,
} from '../login-flow';
import { type PendingLogin, useLoginStore } from '../stores/login-store';
import { FormErrorSummary } from '../../../components/form-error-summary';
import { AuthCard } from './auth-card';
import { SendFailed } from './login-fields';
import { useLoginSubmit } from './login-submit';

export function CodeStep({ pending }: { pending: PendingLogin }) {
  const navigate = useNavigate();
  const backToLogin = useLoginStore((state) => state.reset);
  const [code, setCode] = useState('');
  const [resending, setResending] = useState(false);
  const codeError = useFieldError('code');
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => codeInput.current?.focus(), []);

  const onCodeFailure = (error: unknown): boolean => {
    switch (codeFailure(error)) {
      case 'wrong-code':
        useFieldErrorsStore.getState().setErrors({ code: [LOGIN_TEXTS.wrongCode] });
        setCode('');
        codeInput.current?.focus();
        return false;
      case 'expired':
        showFlash(serverMessage(error, LOGIN_TEXTS.attemptExpired), { color: 'red', duration: MESSAGE_DURATION });
        backToLogin();
        return false;
      case 'locked':
        showToast(serverMessage(error, LOGIN_TEXTS.locked), { color: 'red', duration: LOCK_TOAST_DURATION });
        backToLogin();
        return false;
      case 'failed':
        return true;
      default:
        return false;
    }
  };

  const { sending, failed, setFailed, submit } = useLoginSubmit({
    problems: () => codeProblems(code),
    send: async () => {
      await validateCode(code, pending);
      // The session cookie is set: fetch the user and token, and the settings staff get on top. Should either
      // fail, the admin layout asks for the session again itself.
      await loadSession({ required: true }).catch(() => undefined);
      await settingsQuery.reload().catch(() => undefined);
      showFlash(LOGIN_TEXTS.loggedIn, { color: 'green' });
      void navigate('/admin/bestellingen', { replace: true });
      backToLogin();
    },
    refused: onCodeFailure,
  });

  const resend = async () => {
    setResending(true);
    try {
      const answer = await resendCode(pending);
      showToast(messageIn(answer, LOGIN_TEXTS.resent), { color: 'green', duration: MESSAGE_DURATION });
    } catch (error) {
      const failure = resendFailure(error);
      if (failure === 'too-soon') {
        showToast(serverMessage(error, LOGIN_TEXTS.resendTooSoon), { color: 'orange', duration: MESSAGE_DURATION });
      } else if (failure === 'failed') {
        setFailed(true);
      }
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthCard
      title="Bevestig uw inlog"
      intro={
        <>
          We hebben een e-mail met een code van {CODE_LENGTH} cijfers gestuurd naar <strong>{pending.email}</strong>.
          Vul die code hieronder in. De code is 10 minuten geldig.
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SendFailed shown={failed} />
          <TextField
            ref={codeInput}
            label="Code uit de e-mail"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            required
            value={code}
            error={codeError}
            style={{ letterSpacing: '0.3em', fontSize: 'var(--mantine-font-size-lg)' }}
            onChange={(event) => {
              setCode(normalizeCode(event.currentTarget.value));
              clearFieldError('code');
            }}
          />
          <FormErrorSummary />
          <Button type="submit" size="md" loading={sending} fullWidth>
            Bevestigen
          </Button>
          <Group justify="space-between" gap="xs">
            <Anchor component="button" type="button" onClick={resend} disabled={resending}>
              E-mail opnieuw verzenden
            </Anchor>
            <Anchor component="button" type="button" onClick={backToLogin}>
              Terug naar inloggen
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
