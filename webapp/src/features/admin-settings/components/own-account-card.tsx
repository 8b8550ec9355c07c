// 'Mijn account' (POST /api/edit-user-from-settings/{id}): every staff member changes their own name, e-mail
// address, telephone number and password. A new e-mail address or password needs the current password (the server
// counts wrong ones like failed logins: 450 after five); the strength of a new password shows while it is typed.
import { Button, Card, Group, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { FormErrorSummary } from '../../../components/form-error-summary';
import { focusFirstInvalid, refuseIncomplete } from '../../../components/form-errors';
import { PasswordStrength } from '../../../components/password-strength';
import { ApiError, ValidationError } from '../../../lib/api-errors';
import { clearFieldError, useFieldError } from '../../../lib/stores/field-errors-store';
import { type SessionUser, useSessionStore, useSessionUser } from '../../../lib/stores/session-store';
import { showToast } from '../../../lib/toast';
import { saveOwnAccount } from '../api/settings';
import { REFUSED_SNACKBAR_MS } from '../settings-form';

interface AccountForm {
  name: string;
  email: string;
  telefoonnummer: string;
  huidig_wachtwoord: string;
  password: string;
  password_confirmation: string;
}

function formOf(user: SessionUser | null): AccountForm {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    telefoonnummer: user?.telefoonnummer ?? '',
    huidig_wachtwoord: '',
    password: '',
    password_confirmation: '',
  };
}

/** The current password is asked for a new e-mail address and for a new password. */
export function needsCurrentPassword(saved: AccountForm, form: AccountForm): boolean {
  return form.password !== '' || form.email.trim().toLowerCase() !== saved.email.trim().toLowerCase();
}

function lockedMessage(body: unknown): string {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : 'Uw account is vergrendeld. Neem contact op met uw systeembeheerder.';
}

function sameForm(a: AccountForm, b: AccountForm): boolean {
  return (Object.keys(a) as (keyof AccountForm)[]).every((key) => a[key] === b[key]);
}

export function OwnAccountCard({ onDirtyChange }: { onDirtyChange: (key: string, dirty: boolean) => void }) {
  const user = useSessionUser();
  const [saved, setSaved] = useState(() => formOf(user));
  const [form, setForm] = useState(saved);
  const [saving, setSaving] = useState(false);
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const dirty = !sameForm(saved, form);

  useEffect(() => {
    const fresh = formOf(user);
    setSaved(fresh);
    setForm(fresh);
  }, [user]);
  useEffect(() => onDirtyChange('mijn-account', dirty), [dirty, onDirtyChange]);

  const errors = {
    name: useFieldError('name'),
    email: useFieldError('email'),
    telefoonnummer: useFieldError('telefoonnummer'),
    huidig_wachtwoord: useFieldError('huidig_wachtwoord'),
    password: useFieldError('password'),
    password_confirmation: useFieldError('password_confirmation'),
  };
  const field = (key: keyof AccountForm) => ({
    name: key,
    value: form[key],
    error: errors[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      clearFieldError(key);
      setForm((current) => ({ ...current, [key]: value }));
    },
  });

  async function save() {
    if (!user || refuseIncomplete(formRef.current)) return;
    setSaving(true);
    try {
      const answer = await saveOwnAccount(user.id, form);
      const email = answer.user?.email ?? form.email;
      useSessionStore.setState({ user: { ...user, name: form.name, email, telefoonnummer: form.telefoonnummer } });
      showToast(answer?.message || 'Gebruiker aangepast', { color: 'green', duration: 2500 });
    } catch (error) {
      if (error instanceof ValidationError) {
        focusFirstInvalid(formRef.current);
        showToast(error.message || 'Controleer de gemarkeerde velden.', { color: 'red', duration: REFUSED_SNACKBAR_MS });
      } else if (error instanceof ApiError && error.status === 450) {
        showToast(lockedMessage(error.body), { color: 'red', duration: REFUSED_SNACKBAR_MS });
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card component="section" aria-labelledby={headingId} withBorder padding="lg">
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="md">
          <Title order={2} fz="h3" id={headingId}>
            Mijn account
          </Title>
          <TextInput label="Naam" required autoComplete="name" {...field('name')} />
          <TextInput label="E-mailadres" type="email" required autoComplete="email" {...field('email')} />
          <TextInput label="Telefoonnummer" type="tel" autoComplete="tel" {...field('telefoonnummer')} />
          <Title order={3} fz="h5" mt="sm">
            Wachtwoord wijzigen
          </Title>
          <PasswordInput
            label="Nieuw wachtwoord"
            autoComplete="new-password"
            description="Minimaal 10 tekens; een paar losse woorden is sterk en goed te onthouden."
            {...field('password')}
          />
          <PasswordStrength password={form.password} name={form.name} email={form.email} />
          <PasswordInput label="Herhaal nieuw wachtwoord" autoComplete="new-password" {...field('password_confirmation')} />
          <PasswordInput
            label="Huidig wachtwoord"
            autoComplete="current-password"
            withAsterisk={needsCurrentPassword(saved, form)}
            description="Nodig om uw e-mailadres of wachtwoord te wijzigen. U wordt dan op andere apparaten uitgelogd."
            {...field('huidig_wachtwoord')}
          />
          <FormErrorSummary />
          <Group gap="sm">
            <Button type="submit" loading={saving} disabled={!dirty}>
              Opslaan
            </Button>
            <Button variant="default" disabled={!dirty || saving} onClick={() => setForm(saved)}>
              Wijzigingen ongedaan maken
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
