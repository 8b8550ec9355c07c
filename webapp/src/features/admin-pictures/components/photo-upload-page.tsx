// Foto uploaden (admin/foto-upload): drag and drop several files, each with an editable name and a preview;
// queued files can be removed; 'Uploaden' sends one upload-picture call per file, with its own progress bar and
// its own error. Files that were uploaded leave the queue's action list; failed ones can be tried again.
import '@mantine/dropzone/styles.css';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Image,
  Progress,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { Dropzone, IMAGE_MIME_TYPE, type FileRejection } from '@mantine/dropzone';
import { IconCheck, IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { picturesQuery } from '../../../lib/pictures';
import { showToast } from '../../../lib/toast';
import { UPLOAD_FAILED, uploadLibraryPicture } from '../api/upload-picture';
import { categoryOptions, defaultPictureName, NO_CATEGORY } from '../categories';
import { counted } from '../../../lib/rules/counted';

const MAX_BYTES = 10 * 1024 * 1024;

type ItemState = 'queued' | 'uploading' | 'done' | 'failed';

interface QueueItem {
  key: number;
  file: File;
  preview: string;
  naam: string;
  state: ItemState;
  progress: number;
  error?: string;
}

let nextKey = 1;

export function PhotoUploadPage() {
  const [queue, setQueue] = useState<QueueItem[]>([]);
  const [category, setCategory] = useState<string>(NO_CATEGORY);
  const [rejected, setRejected] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  function update(key: number, change: Partial<QueueItem>) {
    setQueue((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }

  function add(files: File[]) {
    const items = files.map((file) => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      return { key: nextKey++, file, preview, naam: defaultPictureName(file.name), state: 'queued' as const, progress: 0 };
    });
    setQueue((current) => [...current, ...items]);
    setRejected([]);
  }

  function reject(rejections: FileRejection[]) {
    setRejected(
      rejections.map(({ file, errors }) =>
        errors.some((error) => error.code === 'file-too-large')
          ? `${file.name}: de foto is groter dan 10 MB.`
          : `${file.name}: dit is geen foto (gebruik JPG, PNG of WebP).`,
      ),
    );
  }

  function remove(item: QueueItem) {
    URL.revokeObjectURL(item.preview);
    previews.current.delete(item.preview);
    setQueue((items) => items.filter((other) => other.key !== item.key));
  }

  async function uploadAll() {
    setBusy(true);
    let uploaded = 0;
    for (const item of queue.filter((candidate) => candidate.state !== 'done')) {
      update(item.key, { state: 'uploading', progress: 0, error: undefined });
      try {
        await uploadLibraryPicture({
          file: item.file,
          fileName: item.file.name,
          naam: item.naam.trim() || defaultPictureName(item.file.name),
          category: category || undefined,
          onProgress: (fraction) => update(item.key, { progress: Math.round(fraction * 100) }),
        });
        update(item.key, { state: 'done', progress: 100 });
        uploaded += 1;
      } catch (error) {
        const message = error instanceof Error && error.message ? error.message : UPLOAD_FAILED;
        update(item.key, { state: 'failed', error: message });
      }
    }
    setBusy(false);
    if (uploaded > 0) {
      picturesQuery.reload().catch(() => undefined);
      showToast(`${counted(uploaded, 'foto', "foto's")} geüpload.`, { color: 'green', duration: 4000 });
    }
  }

  const waiting = queue.filter((item) => item.state !== 'done').length;

  return (
    <Stack gap="md" maw={900}>
      <PageHeading title="Foto uploaden" />
      <Dropzone
        onDrop={add}
        onReject={reject}
        accept={IMAGE_MIME_TYPE}
        maxSize={MAX_BYTES}
        multiple
        disabled={busy}
        aria-label="Foto's kiezen of hierheen slepen"
        data-testid="photo-dropzone"
      >
        <Group justify="center" gap="md" mih={120} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={40} aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconPhoto size={40} aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhoto size={40} aria-hidden />
          </Dropzone.Idle>
          <div>
            <Text size="lg">Sleep foto's hierheen of klik om ze te kiezen</Text>
            <Text size="sm" c="gray.7">
              JPG, PNG of WebP, maximaal 10 MB per foto. U kunt meerdere foto's tegelijk kiezen.
            </Text>
          </div>
        </Group>
      </Dropzone>
      {rejected.length > 0 && (
        <Alert color="red" title="Niet toegevoegd" role="alert">
          {rejected.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      )}
      <Select
        label="Categorie voor deze foto's"
        description="Op welke pagina de foto's in de carrousel komen; u kunt dit later per foto wijzigen."
        data={categoryOptions()}
        value={category}
        onChange={(value) => setCategory(value ?? NO_CATEGORY)}
        allowDeselect={false}
        searchable
        maw={480}
      />
      {queue.length === 0 && <Text c="gray.7">Nog geen foto's gekozen.</Text>}
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Gekozen foto's">
        {queue.map((item, position) => (
          <Card key={item.key} component="li" withBorder padding="sm" data-testid="upload-item">
            <Group align="flex-start" wrap="nowrap" gap="sm">
              <Image src={item.preview} alt="" w={96} h={72} radius="sm" fit="cover" />
              <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                <TextInput
                  label={`Naam van foto ${position + 1}`}
                  value={item.naam}
                  onChange={(event) => update(item.key, { naam: event.currentTarget.value })}
                  maxLength={255}
                  disabled={item.state === 'uploading' || item.state === 'done'}
                />
                <Text size="xs" c="gray.7" truncate>
                  {item.file.name}
                </Text>
                {item.state !== 'queued' && (
                  <Progress
                    value={item.progress}
                    color={item.state === 'failed' ? 'red' : item.state === 'done' ? 'green' : 'blue'}
                    aria-label={`Voortgang van ${item.naam}`}
                    data-testid="upload-progress"
                    data-progress={item.progress}
                  />
                )}
                {item.state === 'done' && (
                  <Text size="sm" c="green.9" data-testid="upload-done">
                    <IconCheck size={14} aria-hidden /> Geüpload
                  </Text>
                )}
                {item.error && (
                  <Text size="sm" c="red.8" role="alert" data-testid="upload-error">
                    {item.error}
                  </Text>
                )}
              </Stack>
              <ActionIcon
                variant="subtle"
                color="red"
                size={44}
                onClick={() => remove(item)}
                disabled={item.state === 'uploading'}
                aria-label={`${item.naam} uit de lijst halen`}
              >
                <IconTrash size={20} aria-hidden />
              </ActionIcon>
            </Group>
          </Card>
        ))}
      </Stack>
      <Group gap="sm">
        <Button onClick={() => void uploadAll()} loading={busy} disabled={waiting === 0} leftSection={<IconUpload size={18} aria-hidden />}>
          Uploaden
        </Button>
        <Button component={Link} to="/admin/fotos" variant="default">
          Naar de foto's
        </Button>
      </Group>
    </Stack>
  );
}
