// 'Voorbeeld bekijken' next to a managers' e-mail text: the mail as it would go out with sample data, before saving
// (POST /web/admin/preview_mail_text). Shown in a sandboxed frame: the mail's HTML never runs in the back office.
import { Alert, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { unlessShown } from '../../../components/form-errors';
import { ValidationError } from '../../../lib/api-errors';
import { previewMailText } from '../api/settings';
import { PREVIEW_FAILED } from '../settings-form';

export function MailTextPreview({ variableKey, text }: { variableKey: string; text: string }) {
  const [html, setHtml] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function show() {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await previewMailText(variableKey, text);
      setHtml(answer.html);
    } catch (error) {
      setHtml(null);
      setProblem(
        error instanceof ValidationError
          ? (Object.values(error.errors)[0]?.[0] ?? error.message)
          : unlessShown(error, PREVIEW_FAILED),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="xs">
      <Button variant="light" size="xs" w="fit-content" loading={busy} onClick={() => void show()}>
        Voorbeeld bekijken
      </Button>
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
      {html !== null && (
        <iframe
          title="Voorbeeld van de e-mail"
          sandbox=""
          srcDoc={html}
          style={{ width: '100%', height: 420, border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }}
        />
      )}
    </Stack>
  );
}
