// "Jaaroverzicht" of a donor's row (decision 0089): a dialog to choose the year (last year by default), then mail the
// statement with its PDF to the donor after this confirmation, or download the PDF. The answer shows in Dutch.
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { IconDownload, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { saveBlob } from '../../../lib/save-blob';
import { downloadGiftStatement, sendGiftStatement } from '../api/gift-statement';
import {
  defaultStatementYear,
  STATEMENT_DOWNLOAD_FAILED,
  statementErrorText,
  statementQuestion,
  statementYears,
  type DonationRow,
} from '../donation-list';


export function StatementButton({ row, onOpen }: { row: DonationRow; onOpen: (row: DonationRow) => void }) {
  if (!row.canStatement) return null;
  return (
    <Button size="xs" variant="light" onClick={() => onOpen(row)} aria-label={`Jaaroverzicht van ${row.donor}`}>
      Jaaroverzicht
    </Button>
  );
}

export function GiftStatementDialog({ row, onClose }: { row: DonationRow | null; onClose: () => void }) {
  const [year, setYear] = useState(defaultStatementYear);
  const [busy, setBusy] = useState<'' | 'send' | 'download'>('');
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');

  const close = () => {
    setYear(defaultStatementYear());
    setError('');
    setSent('');
    onClose();
  };
  const run = async (kind: 'send' | 'download') => {
    if (!row) return;
    setBusy(kind);
    setError('');
    setSent('');
    try {
      if (kind === 'send') setSent((await sendGiftStatement(row.id, year)).message);
      else saveBlob(await downloadGiftStatement(row.id, year));
    } catch (failure) {
      setError(kind === 'send' ? statementErrorText(failure) : statementErrorText(failure, STATEMENT_DOWNLOAD_FAILED));
    } finally {
      setBusy('');
    }
  };

  return (
    <Modal
      opened={row !== null}
      onClose={busy ? () => undefined : close}
      title="Jaaroverzicht van giften"
      centered
      closeButtonProps={{ 'aria-label': 'Sluiten' }}
    >
      {row && (
        <Stack gap="md">
          <NativeSelect
            label="Jaar"
            value={String(year)}
            onChange={(event) => {
              setYear(Number(event.currentTarget.value));
              setError('');
              setSent('');
            }}
            data={statementYears().map((y) => String(y))}
          />
          <Text>{statementQuestion(row, year)}</Text>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          {sent && (
            <Alert color="green" role="status">
              {sent}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy !== ''}>
              {sent ? 'Sluiten' : 'Annuleren'}
            </Button>
            <Button variant="default" leftSection={<IconDownload size={18} aria-hidden />} loading={busy === 'download'} disabled={busy === 'send'} onClick={() => void run('download')}>
              PDF downloaden
            </Button>
            <Button leftSection={<IconMail size={18} aria-hidden />} loading={busy === 'send'} disabled={busy === 'download'} onClick={() => void run('send')}>
              Versturen
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
