// One settings variable with the input of its type (spec doc 1 section 3: boolean, switch, editor, input, checkbox,
// timepicker, select, file_upload). A 422 message for the variable shows under it until it is edited.
import { Anchor, Checkbox, FileInput, Group, Select, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { RichTextEditor } from '../../../components/rich-text-editor/rich-text-editor';
import { unlessShown } from '../../../components/form-errors';
import { ValidationError } from '../../../lib/api-errors';
import { clearFieldError, useFieldError } from '../../../lib/stores/field-errors-store';
import { showToast } from '../../../lib/toast';
import { uploadDocument } from '../api/settings';
import { placeholdersFor, UPLOAD_FAILED } from '../settings-form';
import { MailTextPreview } from './mail-text-preview';
import { PlaceholderList } from './placeholder-list';
import { parseTimeInput } from '../../../lib/rules/times';
import { closedMessageWillBeEmptied, type FormValue, type SettingsVariable } from '../settings-form';

export const TIME_INVALID = 'Vul een geldige tijd in, bijvoorbeeld 11:30.';

interface VariableInputProps {
  variable: SettingsVariable;
  value: FormValue | undefined;
  onChange: (value: FormValue) => void;
  /** A value the server stored already (an uploaded document): the card counts it as saved. */
  onStored: (value: FormValue) => void;
}

export function VariableInput({ variable, value, onChange, onStored }: VariableInputProps) {
  const serverError = useFieldError(variable.key);
  const [timeError, setTimeError] = useState<string | undefined>();
  const change = (next: FormValue) => {
    clearFieldError(variable.key);
    onChange(next);
  };
  const text = typeof value === 'string' ? value : '';
  const checked = value === true;
  const placeholders = placeholdersFor(variable.key);

  switch (variable.type) {
    case 'boolean':
    case 'switch':
      return (
        <Switch
          name={variable.key}
          label={variable.name}
          checked={checked}
          onChange={(event) => change(event.currentTarget.checked)}
          error={serverError}
        />
      );
    case 'checkbox':
      return (
        <Checkbox
          name={variable.key}
          label={variable.name}
          checked={checked}
          onChange={(event) => change(event.currentTarget.checked)}
          error={serverError}
        />
      );
    case 'editor':
      if (placeholders) {
        return (
          <Stack gap="xs">
            <PlaceholderList placeholders={placeholders} />
            <RichTextEditor
              label={variable.name}
              value={text}
              onChange={change}
              error={serverError}
              description="U kunt de plaatshouders uit de lijst hierboven gebruiken."
            />
            <MailTextPreview variableKey={variable.key} text={text} />
          </Stack>
        );
      }
      return <RichTextEditor label={variable.name} value={text} onChange={change} error={serverError} />;
    case 'timepicker':
      return (
        <TextInput
          name={variable.key}
          label={variable.name}
          value={text}
          placeholder="11:30"
          inputMode="numeric"
          maw={160}
          error={timeError ?? serverError}
          onChange={(event) => {
            setTimeError(undefined);
            change(event.currentTarget.value);
          }}
          onBlur={() => {
            if (!text.trim()) return;
            const parsed = parseTimeInput(text);
            if (parsed === null) setTimeError(TIME_INVALID);
            else if (parsed !== text) change(parsed);
          }}
        />
      );
    case 'select':
      return (
        <Select
          name={variable.key}
          label={variable.name}
          data={variable.options ?? []}
          value={text || null}
          onChange={(next) => change(next ?? '')}
          error={serverError}
          allowDeselect={false}
        />
      );
    case 'file_upload':
      return <DocumentInput variable={variable} url={text} error={serverError} onStored={onStored} />;
    default:
      if (text.includes('\n') || variable.key.endsWith('_adres')) {
        return (
          <Textarea
            name={variable.key}
            label={variable.name}
            value={text}
            autosize
            minRows={2}
            onChange={(event) => change(event.currentTarget.value)}
            error={serverError}
          />
        );
      }
      return (
        <TextInput
          name={variable.key}
          label={variable.name}
          value={text}
          onChange={(event) => change(event.currentTarget.value)}
          error={serverError}
          description={
            variable.key === 'website_closed_message' && closedMessageWillBeEmptied(value)
              ? 'Een melding korter dan 8 tekens wordt bij het opslaan leeggemaakt.'
              : undefined
          }
        />
      );
  }
}

/** A document (PDF) that is uploaded and stored at once; the current one can be opened. */
function DocumentInput({
  variable,
  url,
  error,
  onStored,
}: {
  variable: SettingsVariable;
  url: string;
  error: string | undefined;
  onStored: (value: FormValue) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | undefined>();
  async function upload(file: File | null) {
    if (!file) return;
    setBusy(true);
    setUploadError(undefined);
    try {
      const answer = await uploadDocument(variable.key, file);
      onStored(answer.value);
      showToast(answer.message || 'Document opgeslagen', { color: 'green', duration: 2500 });
    } catch (failure) {
      if (failure instanceof ValidationError) setUploadError(Object.values(failure.errors)[0]?.[0] ?? failure.message);
      else setUploadError(unlessShown(failure, UPLOAD_FAILED) ?? undefined);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Stack gap={4}>
      <FileInput
        label={variable.name}
        description="Kies een PDF-bestand; het wordt meteen opgeslagen en vervangt het vorige."
        accept="application/pdf"
        placeholder={busy ? 'Bezig met uploaden…' : 'Kies een bestand'}
        disabled={busy}
        value={null}
        onChange={(file) => void upload(file)}
        error={uploadError ?? error}
        clearable={false}
      />
      <Group gap="xs">
        {url ? (
          <Anchor href={url} target="_blank" rel="noopener" size="sm">
            Huidig document openen
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            Nog geen document.
          </Text>
        )}
      </Group>
    </Stack>
  );
}
