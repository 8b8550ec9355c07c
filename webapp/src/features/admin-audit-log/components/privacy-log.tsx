// 'Privacylog' under the Logboek (managers; decision 0035): who downloaded or erased whose data, and the retention
// runs, newest first. The log names customers by number only.
import { Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useId } from 'react';
import { useQuery } from '../../../lib/query';
import { formatUtcIsoMoment } from '../../../lib/rules/business-time';
import { privacyLogQuery } from '../api/audit-log';

export const PRIVACY_ACTIONS: Record<string, string> = {
  export: 'Klantgegevens gedownload',
  erase: 'Klantgegevens gewist',
  retention: 'Bewaartermijnen toegepast',
};

export function PrivacyLog() {
  const query = useQuery(privacyLogQuery);
  const headingId = useId();
  useEffect(() => {
    if (privacyLogQuery.getState().status === 'success') privacyLogQuery.reload().catch(() => undefined);
  }, []);
  if (!query.data) return null;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm" mt="xl">
      <Title order={2} fz="h3" id={headingId}>
        Privacylog
      </Title>
      {query.data.length === 0 && <Text>Er zijn nog geen klantgegevens gedownload of gewist.</Text>}
      {query.data.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Tijd</Table.Th>
                <Table.Th>Medewerker</Table.Th>
                <Table.Th>Actie</Table.Th>
                <Table.Th>Klant</Table.Th>
                <Table.Th>Toelichting</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>{formatUtcIsoMoment(line.at)}</Table.Td>
                  <Table.Td>{line.user_name || '(systeem)'}</Table.Td>
                  <Table.Td>{PRIVACY_ACTIONS[line.action] ?? line.action}</Table.Td>
                  <Table.Td>{line.customer_id ?? ''}</Table.Td>
                  <Table.Td>{line.detail}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
