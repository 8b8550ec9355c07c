// contact: the foundation's contact details and the contact form (spec doc 1 section 2 'Contact form').
import {
  Alert,
  Anchor,
  Box,
  Button,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconSelector } from '@tabler/icons-react';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormErrorSummary } from '../../../components/form-error-summary';
import { focusFirstInvalid, refuseIncomplete } from '../../../components/form-errors';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import {
  bindField,
  PublicFieldInput as FieldInput,
  SelectField,
  Switch,
  TextArea,
} from '../../../components/public-inputs';
import { ValidationError } from '../../../lib/api-errors';
import { pageDescription } from '../../../lib/page-meta';
import { findVariable, useSettings } from '../../../lib/settings';
import { clearAllFieldErrors, clearFieldError, useFieldError } from '../../../lib/stores/field-errors-store';
import { getContactFormToken } from '../api/get-contact-form-token';
import { submitContactForm } from '../api/submit-contact-form';
import classes from './contact-page.module.css';
import {
  BOT_CHECK_FIELD,
  CONTACT_INTRO,
  CONTACT_TITLE,
  type ContactDraft,
  contactBody,
  counterText,
  EMPTY_CONTACT,
  MAX_QUESTION_LENGTH,
  PRIVACY_PATH,
  sendFailure,
  SENT_PATH,
  subjectsFrom,
  TOKEN_FIELD,
} from '../contact-form';

// The bot check's answer shows as the form's own message, not as a field in the summary.
const BOT_CHECK_FIELDS = [BOT_CHECK_FIELD, TOKEN_FIELD];

export function ContactPage() {
  const settings = useSettings();
  const text = (key: string) => String(findVariable(settings.data, key) ?? '');
  return (
    <Stack gap="lg" maw={760}>
      <PageHeading title={CONTACT_TITLE} description={pageDescription('/contact')} />
      <Text>{CONTACT_INTRO}</Text>
      {settings.status === 'error' && <LoadError onRetry={settings.retry} error={settings.error} />}
      {!settings.data && settings.status !== 'error' && <PageSkeleton lines={3} />}
      {settings.data && (
        <>
          <ContactForm subjects={subjectsFrom(settings.data.onderwerpen)} />
          <Stack gap="xs">
            <Title order={2} size="h3">
              Stichting De Soepketel
            </Title>
            <Text component="address" style={{ whiteSpace: 'pre-line', fontStyle: 'normal' }}>
              {text('contact_adres')}
            </Text>
            {text('contact_email') && (
              <Text>
                E-mail: <Anchor href={`mailto:${text('contact_email')}`}>{text('contact_email')}</Anchor>
              </Text>
            )}
            {text('contact_telefoonnummer') && (
              <Text>
                Telefoon:{' '}
                <Anchor href={`tel:${text('contact_telefoonnummer').replace(/[^\d+]/g, '')}`}>
                  {text('contact_telefoonnummer')}
                </Anchor>
              </Text>
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}

function ContactForm({ subjects }: { subjects: string[] }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<ContactDraft>(EMPTY_CONTACT);
  const [honeypot, setHoneypot] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const formToken = useRef<Promise<string> | null>(null);
  // The server's signed moment of showing the form: fetched when the form appears, and again after a refusal.
  const freshToken = useCallback(() => {
    const pending = getContactFormToken();
    pending.catch(() => undefined); // a failed fetch shows when sending (the server then answers clearly)
    formToken.current = pending;
  }, []);
  useEffect(freshToken, [freshToken]);

  const change = (changes: Partial<ContactDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const input = (name: 'naam' | 'bedrijf' | 'email' | 'telefoonnummer') => bindField(draft, name, change);

  async function send(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    clearAllFieldErrors();
    if (refuseIncomplete(formRef.current)) return;
    setSending(true);
    try {
      const token = await (formToken.current ?? Promise.resolve('')).catch(() => '');
      await submitContactForm(contactBody(draft, honeypot, token));
      void navigate(SENT_PATH);
    } catch (error) {
      // 422: the messages show under the fields and in the summary (the first field gets the focus), the bot
      // check's clear answer here (the text stays, sending again works); 401/403/429/503: the API client's banner or
      // toast only (sendFailure).
      if (error instanceof ValidationError) {
        focusFirstInvalid(formRef.current);
        if (error.errors[TOKEN_FIELD]) freshToken();
      }
      setFailure(sendFailure(error));
      setSending(false);
    }
  }

  return (
    <Box
      component="form"
      ref={formRef}
      onSubmit={(event: FormEvent<HTMLFormElement>) => void send(event)}
      noValidate
      aria-label="Contactformulier"
    >
      <Stack gap="md">
        <Title order={2} size="h3">
          Stuur ons een bericht
        </Title>
        <div className={classes.fields}>
          <div>
            <FieldInput
              label="Naam"
              autoComplete="name"
              required
              data-required-message="Vul uw naam in."
              {...input('naam')}
            />
          </div>
          <div>
            <Switch
              name="zakelijk"
              label="Zakelijk contact"
              checked={draft.zakelijk}
              onChange={(event) => change({ zakelijk: event.currentTarget.checked })}
            />
          </div>
          {draft.zakelijk && (
            <div>
              <FieldInput label="Bedrijf" autoComplete="organization" {...input('bedrijf')} />
            </div>
          )}
          <div className={classes.half}>
            <FieldInput
              label="E-mailadres"
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              data-required-message="Vul een geldig e-mailadres in."
              {...input('email')}
            />
          </div>
          <div className={classes.half}>
            <FieldInput
              label="Telefoonnummer"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              {...input('telefoonnummer')}
            />
          </div>
          <div>
            <SubjectSelect
              subjects={subjects}
              value={draft.onderwerp}
              onChange={(onderwerp) => change({ onderwerp })}
            />
          </div>
          <div>
            <QuestionInput value={draft.vraag} onChange={(vraag) => change({ vraag })} />
          </div>
        </div>
        <Honeypot value={honeypot} onChange={setHoneypot} />
        <Text size="sm">
          Wij gebruiken uw gegevens alleen om uw vraag te beantwoorden. Lees onze{' '}
          <Anchor component={Link} to={PRIVACY_PATH}>
            privacyverklaring
          </Anchor>
          .
        </Text>
        <FormErrorSummary exclude={BOT_CHECK_FIELDS} />
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Box>
          <Button type="submit" size="md" loading={sending}>
            Versturen
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

interface SubjectSelectProps {
  subjects: string[];
  value: string;
  onChange: (value: string) => void;
}

/**
 * Mantine's NativeSelect without its Combobox parts (about 1.5 KB gzipped, decision 0029) and without Mantine's
 * JavaScript (decision 0094): the same InputBase markup around a <select>, with the same up-and-down chevron.
 */
function SubjectSelect({ subjects, value, onChange }: SubjectSelectProps) {
  const error = useFieldError('onderwerp');
  return (
    <SelectField
      name="onderwerp"
      label="Onderwerp"
      required
      data-required-message="Kies een onderwerp uit de lijst."
      error={error}
      value={value}
      rightSection={<IconSelector className={classes.chevron} data-error={error ? true : undefined} aria-hidden />}
      onChange={(event) => {
        clearFieldError('onderwerp');
        onChange(event.currentTarget.value);
      }}
    >
      <option value="" disabled>
        Kies een onderwerp
      </option>
      {subjects.map((subject) => (
        <option key={subject} value={subject}>
          {subject}
        </option>
      ))}
    </SelectField>
  );
}

function QuestionInput({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const error = useFieldError('vraag');
  return (
    <TextArea
      name="vraag"
      label="Uw vraag"
      required
      data-required-message="Vul uw vraag in."
      minRows={5}
      maxRows={16}
      maxLength={MAX_QUESTION_LENGTH}
      error={error}
      value={value}
      description={<span aria-live="polite">{counterText(value.length)}</span>}
      descriptionBelow
      onChange={(event) => {
        clearFieldError('vraag');
        onChange(event.currentTarget.value);
      }}
    />
  );
}

/** A field people never see or reach; bots that fill in every field give themselves away (decision 0010). */
function Honeypot({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
      <label htmlFor="contact-website">Laat dit veld leeg</label>
      <input
        id="contact-website"
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}
