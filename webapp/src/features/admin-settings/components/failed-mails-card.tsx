// 'Niet verstuurde e-mails': the mails the outbox gave up on after many attempts, each with a button to send it
// again (managers). Nothing vanishes unseen when the mail server keeps refusing.
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { unlessShown } from '../../../components/form-errors';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { formatMoment, parseUtcIso } from '../../../lib/rules/business-time';
import { createQuery, useQuery } from '../../../lib/query';
import { showToast } from '../../../lib/toast';
import { getFailedMails, retryMail, type FailedMail } from '../api/failed-mails';
import { RETRY_FAILED } from '../settings-form';

function when(utc: string): string {
  try {
    return formatMoment(parseUtcIso(utc));
  } catch {
    return '–';
  }
}

export function FailedMailsCard() {
  const query = useMemo(() => createQuery(getFailedMails), []);
  const { data, status, error, retry } = useQuery(query);
  const [busy, setBusy] = useState<number | null>(null);

  async function sendAgain(mail: FailedMail) {
    setBusy(mail.id);
    try {
      const answer = await retryMail(mail.id);
      showToast(answer.message, { color: 'green', duration: 3000 });
    } catch (error) {
      const message = unlessShown(error, RETRY_FAILED);
      if (message) showToast(message, { color: 'red', duration: 5000 });
    } finally {
      setBusy(null);
      void query.reload().catch(() => undefined);
    }
  }

  return (
    <Card withBorder component="section" aria-labelledby="failed-mails-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="failed-mails-title">
          Niet verstuurde e-mails
        </Title>
        {status === 'error' && !data ? (
          <LoadError onRetry={retry} error={error} message="De niet verstuurde e-mails konden niet worden geladen." />
        ) : !data ? (
          <PageSkeleton lines={2} />
        ) : data.length === 0 ? (
          <Text>Alle e-mails zijn verstuurd of worden nog geprobeerd.</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.map((mail) => (
              <Group key={mail.id} component="li" justify="space-between" wrap="wrap" gap="xs">
                <div>
                  <Text fw={600}>{mail.onderwerp}</Text>
                  <Text size="sm">
                    Aan {mail.aan} · {when(mail.created_at)} · {mail.pogingen} pogingen
                  </Text>
                  <Text size="sm" c="dimmed">
                    {mail.laatste_fout}
                  </Text>
                </div>
                <Button
                  variant="light"
                  onClick={() => void sendAgain(mail)}
                  loading={busy === mail.id}
                  aria-label={`Opnieuw versturen: ${mail.onderwerp} aan ${mail.aan}`}
                >
                  Opnieuw versturen
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
