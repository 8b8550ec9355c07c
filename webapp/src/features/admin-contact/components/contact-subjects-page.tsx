// admin/contactformulier: one e-mail address per contact subject, a save button and a toast (spec doc 2 section 2).
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { FormErrorSummary } from '../../../components/form-error-summary';
import { focusFirstInvalid, refuseIncomplete, unlessShown } from '../../../components/form-errors';
import { Link } from 'react-router';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { ValidationError } from '../../../lib/api-errors';
import { useQuery } from '../../../lib/query';
import { clearAllFieldErrors, clearFieldError, useFieldErrorsStore } from '../../../lib/stores/field-errors-store';
import { showToast } from '../../../lib/toast';
import { saveSubjects, subjectsQuery } from '../api/subjects';
import { addressErrors, SUBJECTS_SAVE_FAILED, trimmedAddresses } from '../subject-form';

export function ContactSubjectsPage() {
  const subjects = useQuery(subjectsQuery);
  return (
    <Stack gap="md" maw={720}>
      <PageHeading title="Contactformulier" />
      <Text>
        Kies per onderwerp naar welk e-mailadres berichten van het contactformulier gaan. Zonder adres gaat een
        bericht naar het algemene contactadres uit de instellingen.
      </Text>
      <Anchor component={Link} to="/admin/contactformulier/berichten">
        Ontvangen berichten bekijken
      </Anchor>
      {subjects.status === 'error' && <LoadError onRetry={subjects.retry} error={subjects.error} />}
      {!subjects.data && subjects.status !== 'error' && <PageSkeleton lines={6} />}
      {subjects.data && (
        <SubjectsForm initial={Object.fromEntries(subjects.data.map((subject) => [subject.naam, subject.email]))} />
      )}
    </Stack>
  );
}

function SubjectsForm({ initial }: { initial: Record<string, string> }) {
  const [addresses, setAddresses] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const serverErrors = useFieldErrorsStore((state) => state.errors);

  useEffect(() => () => clearAllFieldErrors(), []);

  async function save(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (saving) return;
    setFailure(null);
    clearAllFieldErrors();
    const form = event.currentTarget;
    if (refuseIncomplete(form, addressErrors(addresses))) return;
    setSaving(true);
    try {
      const answer = await saveSubjects(trimmedAddresses(addresses));
      showToast(answer.message || 'Opgeslagen', { color: 'green', duration: 2500 });
      void subjectsQuery.reload().catch(() => undefined);
    } catch (error) {
      if (error instanceof ValidationError) focusFirstInvalid(form);
      else setFailure(unlessShown(error, SUBJECTS_SAVE_FAILED));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void save(event)} noValidate aria-label="E-mailadressen per onderwerp">
      <Stack gap="sm">
        {Object.keys(addresses).map((subject, index) => (
          <TextInput
            key={subject}
            id={`subject-${index}`}
            name={subject}
            label={subject}
            type="email"
            placeholder="naam@voorbeeld.nl"
            autoComplete="off"
            value={addresses[subject]}
            error={serverErrors[subject]?.[0]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              clearFieldError(subject);
              setAddresses((current) => ({ ...current, [subject]: value }));
            }}
          />
        ))}
        <FormErrorSummary />
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={saving}>
            Opslaan
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
