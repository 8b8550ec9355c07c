// A button that downloads a file of the delivery day (a workbook, a PDF) with progress and a Dutch error.
import { Alert, Button, Progress, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { shownByClient } from '../../../lib/api-errors';
import { type Download, saveBlob } from '../../../lib/save-blob';
import { DOWNLOAD_FAILED } from '../delivery-rules';

interface Props {
  label: string;
  fetchFile: (onProgress: (fraction: number | null) => void) => Promise<Download>;
}

export function DownloadButton({ label, fetchFile }: Props) {
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const busy = progress !== undefined;

  const start = async () => {
    setFailed(false);
    setProgress(0);
    try {
      saveBlob(await fetchFile(setProgress));
    } catch (error) {
      setFailed(!shownByClient(error));
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <Stack gap={4}>
      <Button
        variant="default"
        leftSection={<IconDownload size={18} aria-hidden />}
        loading={busy}
        onClick={() => void start()}
      >
        {label}
      </Button>
      {busy && (
        <Progress
          value={progress === null ? 100 : Math.round((progress ?? 0) * 100)}
          animated={progress === null}
          aria-label="Voortgang van de download"
          size="sm"
        />
      )}
      {failed && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {DOWNLOAD_FAILED}
        </Alert>
      )}
    </Stack>
  );
}
