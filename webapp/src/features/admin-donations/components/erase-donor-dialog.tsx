// "Wissen" on the row of a donor who is no customer (decision 0116): after this confirmation the donor's name,
// address and e-mail go from all their donations and monthly gifts (a running gift is stopped first); amounts and
// dates stay. A donor who is a customer is erased on the customer page.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { eraseDonor } from '../api/erase-donor';
import { eraseErrorText, eraseQuestion, type DonationRow } from '../donation-list';

export function EraseButton({ row, onOpen }: { row: DonationRow; onOpen: (row: DonationRow) => void }) {
  if (!row.canErase) return null;
  return (
    <Button size="xs" variant="light" color="red" onClick={() => onOpen(row)} aria-label={`Gegevens van ${row.donor} wissen`}>
      Wissen
    </Button>
  );
}

export function EraseDonorDialog({
  row,
  onClose,
  onErased,
}: {
  row: DonationRow | null;
  onClose: () => void;
  onErased: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const close = () => {
    setError('');
    onClose();
  };
  const erase = async () => {
    if (!row) return;
    setBusy(true);
    setError('');
    try {
      const answer = await eraseDonor(row.id);
      setError('');
      onErased(answer.message);
    } catch (failure) {
      setError(eraseErrorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={row !== null} onClose={busy ? () => undefined : close} title="Donateursgegevens wissen" centered closeButtonProps={{ 'aria-label': 'Sluiten' }}>
      {row && (
        <Stack gap="md">
          <Text>{eraseQuestion(row)}</Text>
          {error && (
            <Text c="red.9" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              Annuleren
            </Button>
            <Button color="red.9" loading={busy} onClick={() => void erase()}>
              Gegevens wissen
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
