// A standing customer's pauses (issue 27 item 4): the current and coming ones with 'Verwijderen', and a small form
// (van, tot, reden; 'vakantie' is filled in) to add one. The bulk order skips the customer inside a pause; a pause
// ends by itself.
import { Alert, Button, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlayerPause, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { unlessShown } from '../../../components/form-errors';
import { ValidationError } from '../../../lib/api-errors';
import { formatDate } from '../../../lib/rules/dates';
import { clearFieldError, useFieldError } from '../../../lib/stores/field-errors-store';
import { showToast } from '../../../lib/toast';
import { addPause, type CustomerPause, deletePause, getPauses, pauseText } from '../api/pauses';
import { PAUSE_DELETE_FAILED, PAUSE_SAVE_FAILED } from '../customer-form';


export function CustomerPauses({ klant }: { klant: number }) {
  const [pauses, setPauses] = useState<CustomerPause[] | null>(null);
  const [form, setForm] = useState({ van: '', tot: '', reden: 'vakantie' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const errors = { van: useFieldError('van'), tot: useFieldError('tot'), reden: useFieldError('reden'), klant: useFieldError('klant') };

  const load = useCallback(async () => {
    try {
      setPauses(await getPauses(klant));
    } catch {
      setPauses([]);
    }
  }, [klant]);
  useEffect(() => {
    void load();
  }, [load]);

  const change = (field: 'van' | 'tot' | 'reden', value: string) => {
    clearFieldError(field);
    setForm((current) => ({ ...current, [field]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      const answer = await addPause({ klant, ...form });
      showToast(answer.message, { color: 'green', duration: 3000 });
      setForm({ van: '', tot: '', reden: 'vakantie' });
      await load();
    } catch (error) {
      if (!(error instanceof ValidationError)) setFailure(unlessShown(error, PAUSE_SAVE_FAILED));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (pause: CustomerPause) => {
    try {
      const answer = await deletePause(pause.id);
      showToast(answer.message, { color: 'green', duration: 3000 });
    } catch (error) {
      setFailure(unlessShown(error, PAUSE_DELETE_FAILED));
    }
    await load();
  };

  return (
    <Stack gap="sm" mt="md" data-testid="customer-pauses">
      <Title order={3} size="h5" id="customer-pauses-title">
        Pauze
      </Title>
      {pauses !== null && pauses.length === 0 && <Text c="dimmed">Geen pauze gepland.</Text>}
      {pauses !== null && pauses.length > 0 && (
        <List spacing="xs" aria-labelledby="customer-pauses-title">
          {pauses.map((pause) => (
            <List.Item key={pause.id}>
              <Group gap="xs" wrap="wrap">
                <Text>{pauseText(pause, formatDate)}</Text>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  onClick={() => void remove(pause)}
                  aria-label={`Pauze ${pauseText(pause, formatDate)} verwijderen`}
                >
                  Verwijderen
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Pauze toevoegen">
        <Stack gap="xs" maw={480}>
          {(errors.klant || failure) && (
            <Alert color="red" variant="light" role="alert">
              {errors.klant ?? failure}
            </Alert>
          )}
          <Group grow gap="xs" align="flex-start">
            <TextInput type="date" label="Van" name="van" required value={form.van} error={errors.van} onChange={(event) => change('van', event.currentTarget.value)} />
            <TextInput type="date" label="Tot en met" name="tot" required value={form.tot} error={errors.tot} onChange={(event) => change('tot', event.currentTarget.value)} />
          </Group>
          <TextInput label="Reden" name="reden" required maxLength={255} value={form.reden} error={errors.reden} onChange={(event) => change('reden', event.currentTarget.value)} />
          <Group>
            <Button type="submit" loading={busy} leftSection={<IconPlayerPause size={16} aria-hidden />}>
              Pauze toevoegen
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
