// The confirm dialog 'Bestelling aanmaken' (spec doc 2 section 2): order day, product, customer, product and e-mail
// counts, and the button 'Bestelling maken'; a progress bar while the orders are made.
import { Button, Group, Modal, Progress, Stack, Table, Text } from '@mantine/core';
import type { Counts } from '../bulk-order';
import { counted } from '../../../lib/rules/counted';

interface ConfirmBulkOrderProps {
  opened: boolean;
  busy: boolean;
  day: string;
  product: string;
  counts: Counts;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmBulkOrder({ opened, busy, day, product, counts, onConfirm, onClose }: ConfirmBulkOrderProps) {
  const rows: [string, string | number][] = [
    ['Besteldag', day],
    ['Product', product],
    ['Aantal klanten', counts.customers],
    ['Aantal soepen', counts.portions],
    ['Aantal e-mails', counts.emails],
  ];
  return (
    <Modal
      opened={opened}
      onClose={busy ? () => undefined : onClose}
      title="Bestelling aanmaken"
      centered
      withCloseButton={false}
    >
      <Stack gap="md">
        <Table withRowBorders={false} verticalSpacing={4}>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" fw={500}>
                  {label}
                </Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {busy && (
          <Stack gap={4}>
            <Progress value={100} striped animated aria-label="Bestelling wordt aangemaakt" />
            <Text size="sm" role="status">
              Bezig met aanmaken van {counted(counts.customers, 'bestelling', 'bestellingen')}…
            </Text>
          </Stack>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
            Annuleren
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            Bestelling maken
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
