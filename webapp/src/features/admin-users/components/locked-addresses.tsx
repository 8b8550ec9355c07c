// 'Vergrendelde e-mailadressen' on the users screen: the addresses locked now after five failed logins (accounts or
// not), until when, and a button that lifts the lock at once (the server logs who did it in the Logboek).
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { useQuery } from '../../../lib/query';
import { formatUtcIsoMoment } from '../../../lib/rules/business-time';
import { showToast } from '../../../lib/toast';
import { usersQuery } from '../api/users';
import { lockedAddressesQuery, unlockAddress } from '../api/locked-addresses';
import { actionFailure } from '../error-message';

export function LockedAddresses() {
  const query = useQuery(lockedAddressesQuery);
  const [busy, setBusy] = useState<string | null>(null);
  const headingId = useId();

  useEffect(() => {
    if (lockedAddressesQuery.getState().status === 'success') lockedAddressesQuery.reload().catch(() => undefined);
  }, []);

  async function unlock(email: string) {
    setBusy(email);
    try {
      const answer = await unlockAddress(email);
      showToast(answer.message || 'E-mailadres ontgrendeld', { color: 'green', duration: 3000 });
    } catch (error) {
      const message = actionFailure(error);
      if (message) showToast(message, { color: 'red', duration: 6000 });
    } finally {
      setBusy(null);
      lockedAddressesQuery.reload().catch(() => undefined);
      usersQuery.reload().catch(() => undefined);
    }
  }

  if (!query.data) return null;
  return (
    <Card component="section" aria-labelledby={headingId} withBorder padding="md" mt="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4" id={headingId}>
          Vergrendelde e-mailadressen
        </Title>
        <Text size="sm" c="dimmed">
          Na vijf mislukte inlogpogingen op rij is inloggen met een e-mailadres 15 minuten geblokkeerd (bij herhaling
          langer, hooguit 24 uur). Ontgrendel een adres als u zeker weet dat de medewerker zelf de fout maakte.
        </Text>
        {query.data.length === 0 && <Text size="sm">Er zijn geen vergrendelde e-mailadressen.</Text>}
        {query.data.length > 0 && (
          <ul aria-labelledby={headingId} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {query.data.map((locked) => (
              <li key={locked.email}>
                <Group justify="space-between" wrap="wrap" gap="xs" py={6}>
                  <div>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {locked.email}
                    </Text>
                    <Text size="sm">Geblokkeerd tot {formatUtcIsoMoment(locked.vergrendeld_tot)}</Text>
                  </div>
                  <Button
                    variant="light"
                    onClick={() => void unlock(locked.email)}
                    loading={busy === locked.email}
                    aria-label={`${locked.email} ontgrendelen`}
                  >
                    Ontgrendelen
                  </Button>
                </Group>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Card>
  );
}
