// admin/contactformulier/berichten: the received contact messages, newest first, with search and pages.
import { Alert, Anchor, Card, Group, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { formatMoment, parseUtcIso } from '../../../lib/rules/business-time';
import { getContactMessages, type MessagePage } from '../api/messages';

export function ContactMessagesPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<MessagePage | null>(null);
  // The last load's failure (null: none), for LoadError (decision 0129).
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setFailure(null);
    getContactMessages(page, debounced, controller.signal).then(setResult, (error: unknown) => {
      if (!controller.signal.aborted) setFailure({ error });
    });
    return () => controller.abort();
  }, [page, debounced, attempt]);

  return (
    <Stack gap="md" maw={900}>
      <PageHeading title="Ontvangen berichten" />
      <Anchor component={Link} to="/admin/contactformulier">
        Terug naar de e-mailadressen per onderwerp
      </Anchor>
      <TextInput
        label="Zoeken"
        type="search"
        placeholder="Naam, e-mailadres, onderwerp of tekst"
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
      />
      {failure && <LoadError onRetry={() => setAttempt((n) => n + 1)} error={failure.error} />}
      {!result && !failure && <PageSkeleton lines={6} />}
      {result && result.data.length === 0 && (
        <Alert variant="light" color="gray" role="status">
          Geen berichten gevonden.
        </Alert>
      )}
      {result?.data.map((message) => (
        <Card key={message.id} withBorder component="article" aria-label={`Bericht van ${message.naam}`}>
          <Stack gap={4}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={700}>{message.onderwerp}</Text>
              <Text size="sm" c="dimmed">
                {formatMoment(parseUtcIso(message.created_at))}
              </Text>
            </Group>
            <Text size="sm">
              {message.naam}
              {message.bedrijf ? ` (${message.bedrijf})` : ''} &middot;{' '}
              <Anchor href={`mailto:${message.email}`}>{message.email}</Anchor>
              {message.telefoonnummer ? ` · ${message.telefoonnummer}` : ''}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{message.vraag}</Text>
            <Text size="xs" c="dimmed">
              Verstuurd naar {message.ontvanger}
            </Text>
          </Stack>
        </Card>
      ))}
      {result && result.last_page > 1 && (
        <Pagination
          total={result.last_page}
          value={result.current_page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': control === 'next' ? 'Volgende pagina' : 'Vorige pagina' })}
          getItemProps={(n) => ({ 'aria-label': `Pagina ${n}` })}
        />
      )}
    </Stack>
  );
}
