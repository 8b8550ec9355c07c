// Editing a customer's care note for the round from the delivery day ('Notitie aanpassen'): a short text such as
// 'bel aan bij de buren' or 'glutenvrij', kept on the customer and shown on every later delivery day.
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { unlessShown } from '../../../components/form-errors';
import { ValidationError } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toast';
import { saveCareNote } from '../api/bezorg-notitie';
import { SAVE_FAILED } from '../delivery-rules';

interface CareNoteEditorProps {
  customerId: number;
  naam: string;
  note: string;
  onSaved: () => void;
}

export function CareNoteEditor({ customerId, naam, note, onSaved }: CareNoteEditorProps) {
  const [opened, setOpened] = useState(false);
  const [value, setValue] = useState(note);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const answer = await saveCareNote(customerId, value);
      showToast(answer.message, { color: 'green', duration: 3000 });
      setOpened(false);
      onSaved();
    } catch (failure) {
      setError(
        failure instanceof ValidationError
          ? (failure.errors.bezorg_notitie?.[0] ?? failure.message)
          : unlessShown(failure, SAVE_FAILED),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={() => {
          setValue(note);
          setError(null);
          setOpened(true);
        }}
        aria-label={`Notitie voor de bezorging van ${naam} aanpassen`}
        style={{ alignSelf: 'flex-start' }}
      >
        Notitie aanpassen
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={`Notitie voor de bezorging: ${naam}`}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="sm">
            <TextInput
              label="Notitie voor de bezorging"
              description="Bijvoorbeeld: bel aan bij de buren, glutenvrij. Leeg laten om te verwijderen."
              maxLength={255}
              value={value}
              error={error}
              data-autofocus
              onChange={(event) => setValue(event.currentTarget.value)}
            />
            <Group gap="sm">
              <Button type="submit" loading={saving}>
                Opslaan
              </Button>
              <Button variant="default" onClick={() => setOpened(false)} disabled={saving}>
                Annuleren
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
