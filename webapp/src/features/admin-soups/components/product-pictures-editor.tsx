// The soup's pictures on the edit screen: add (crop + upload, stored at once), move up or down (swaps with the
// neighbour), delete (with confirmation). Chosen files that are not uploaded yet count as unsaved pictures.
import { ActionIcon, Button, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { showToast } from '../../../lib/toast';
import { changePicturePosition, deletePicture } from '../api/products';
import { pictureUrl } from '../../../lib/picture-url';
import { sortedPictures, swapPartner } from '../product-rules';
import type { AdminProduct, ProductPicture } from '../types';
import { ConfirmModal } from '../../../components/confirm-modal';
import { PictureCropperModal } from './picture-cropper-modal';
import classes from './soups.module.css';

interface ProductPicturesEditorProps {
  productId: number;
  pictures: ProductPicture[];
  onPicturesChange: (pictures: ProductPicture[]) => void;
  /** True while chosen files wait for cropping or are being uploaded. */
  onPendingChange: (pending: boolean) => void;
}

export function ProductPicturesEditor({ productId, pictures, onPicturesChange, onPendingChange }: ProductPicturesEditorProps) {
  const [queue, setQueue] = useState<File[]>([]);
  const [chosenCount, setChosenCount] = useState(0);
  const [uploading, setUploading] = useState(false);
  const [moving, setMoving] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<ProductPicture | null>(null);
  const [deleting, setDeleting] = useState(false);
  const ordered = sortedPictures(pictures);

  useEffect(() => onPendingChange(queue.length > 0 || uploading), [queue.length, uploading, onPendingChange]);

  const choose = (files: File[]) => {
    if (files.length === 0) return;
    setChosenCount(queue.length === 0 ? files.length : chosenCount + files.length);
    setQueue([...queue, ...files]);
  };

  const nextInQueue = () => setQueue((current) => current.slice(1));

  const uploaded = (product: AdminProduct) => {
    onPicturesChange(product.pictures);
    nextInQueue();
  };

  const move = async (picture: ProductPicture, direction: -1 | 1) => {
    const other = swapPartner(ordered, picture.uuid, direction);
    if (!other) return;
    setMoving(picture.uuid);
    try {
      const product = await changePicturePosition(other, picture.uuid, productId);
      onPicturesChange(product.pictures);
    } catch {
      // Shown by the API client where the spec asks for it.
    } finally {
      setMoving(null);
    }
  };

  const remove = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      const { message, product } = await deletePicture(toDelete.uuid, productId);
      onPicturesChange(product.pictures);
      showToast(message || 'Foto verwijderd.', { color: 'green', duration: 2500 });
      setToDelete(null);
    } catch {
      setToDelete(null);
    } finally {
      setDeleting(false);
    }
  };

  const current = queue[0] ?? null;
  const counter = chosenCount > 1 && current ? `foto ${chosenCount - queue.length + 1} van ${chosenCount}` : null;

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Foto's
      </Title>
      {ordered.length === 0 ? (
        <Text c="dimmed">Nog geen foto's. De eerste foto is de hoofdfoto in de winkel.</Text>
      ) : (
        <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Foto's van de soep">
          {ordered.map((picture, index) => (
            <Group key={picture.uuid} component="li" gap="sm" wrap="nowrap" data-testid="picture-row">
              <img className={classes.thumb} src={pictureUrl(picture.uuid, 320)} alt={picture.name} />
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text truncate fw={500}>
                  {picture.name || 'Foto'}
                </Text>
                <Text size="sm" c="dimmed">
                  {index === 0 ? 'Hoofdfoto' : `Foto ${index + 1}`}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={`Foto ${index + 1} (${picture.name}) omhoog`}
                  disabled={index === 0 || moving !== null}
                  loading={moving === picture.uuid}
                  onClick={() => move(picture, -1)}
                >
                  <IconArrowUp size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={`Foto ${index + 1} (${picture.name}) omlaag`}
                  disabled={index === ordered.length - 1 || moving !== null}
                  onClick={() => move(picture, 1)}
                >
                  <IconArrowDown size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="light"
                  color="red"
                  size="lg"
                  aria-label={`Foto ${index + 1} (${picture.name}) verwijderen`}
                  onClick={() => setToDelete(picture)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      <div>
        <FileButton onChange={choose} accept="image/png,image/jpeg,image/webp,image/gif" multiple>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconPhotoPlus size={18} aria-hidden />}>
              Foto's toevoegen
            </Button>
          )}
        </FileButton>
      </div>

      <PictureCropperModal
        productId={productId}
        file={current}
        counter={counter}
        onUploaded={uploaded}
        onSkip={nextInQueue}
        onBusyChange={setUploading}
      />
      <ConfirmModal
        opened={toDelete !== null}
        title="Foto verwijderen"
        confirmLabel="Verwijderen"
        busy={deleting}
        onConfirm={remove}
        onClose={() => setToDelete(null)}
      >
        Weet u zeker dat u deze foto wilt verwijderen?
      </ConfirmModal>
    </Stack>
  );
}
