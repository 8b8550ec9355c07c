// Crops a chosen picture to a square (spec: aspect ratio 1) and uploads it with progress. The crop box is sent in
// pixels of the original (foto_x, foto_y, foto_width, foto_height); the server cuts and stores the picture.
import { Alert, Button, Group, Modal, Progress, Slider, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { unlessShown } from '../../../components/form-errors';
import { ValidationError } from '../../../lib/api-errors';
import { clearFieldError, useFieldError } from '../../../lib/stores/field-errors-store';
import { uploadCroppedPicture } from '../api/upload-picture';
import { cropFields, PICTURE_UPLOAD_FAILED, pictureNameFromFile } from '../product-rules';
import type { AdminProduct } from '../types';
import classes from './soups.module.css';

interface PictureCropperModalProps {
  productId: number;
  /** The file being cropped; null closes the dialog. */
  file: File | null;
  /** e.g. 'Foto 1 van 2' when several files were chosen. */
  counter: string | null;
  onUploaded: (product: AdminProduct) => void;
  onSkip: () => void;
  onBusyChange: (busy: boolean) => void;
}

export function PictureCropperModal({ productId, file, counter, onUploaded, onSkip, onBusyChange }: PictureCropperModalProps) {
  const imageUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const imageError = useFieldError('image');
  const imagesError = useFieldError('images');

  useEffect(() => {
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
    setNatural(null);
    setProgress(null);
    setFailure(null);
    clearFieldError('image');
    clearFieldError('images');
  }, [file]);

  useEffect(() => () => {
    if (imageUrl) URL.revokeObjectURL(imageUrl);
  }, [imageUrl]);

  useEffect(() => () => controller.current?.abort(), []);

  const uploading = progress !== null;

  const upload = async () => {
    if (!file || !area || !natural) return;
    setFailure(null);
    setProgress(0);
    onBusyChange(true);
    controller.current = new AbortController();
    try {
      const product = await uploadCroppedPicture({
        productId,
        file,
        fileName: file.name,
        name: pictureNameFromFile(file.name),
        crop: cropFields(area, natural),
        onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
        signal: controller.current.signal,
      });
      onUploaded(product);
    } catch (error) {
      if (!(error instanceof ValidationError)) setFailure(unlessShown(error, PICTURE_UPLOAD_FAILED));
      setProgress(null);
    } finally {
      onBusyChange(false);
    }
  };

  const serverError = imageError ?? imagesError;

  return (
    <Modal
      opened={file !== null}
      onClose={uploading ? () => undefined : onSkip}
      closeOnClickOutside={false}
      title={counter ? `Foto bijsnijden (${counter})` : 'Foto bijsnijden'}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Niet uploaden' }}
    >
      <Stack gap="md">
        <Text size="sm">
          Versleep de foto en zoom in of uit. Het vierkant is wat de klant ziet. {file ? `Bestand: ${file.name}` : ''}
        </Text>
        <div className={classes.cropArea}>
          {imageUrl && (
            <Cropper
              image={imageUrl}
              crop={crop}
              zoom={zoom}
              aspect={1}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_area, pixels) => setArea(pixels)}
              onMediaLoaded={(media) => setNatural({ width: media.naturalWidth, height: media.naturalHeight })}
              mediaProps={{ alt: 'De gekozen foto' }}
              cropperProps={{ 'aria-label': 'Uitsnede; verschuif met de pijltjestoetsen' }}
            />
          )}
        </div>
        <Text size="sm" fw={500} aria-hidden>
          Zoomen
        </Text>
        <Slider
          value={zoom}
          onChange={setZoom}
          min={1}
          max={3}
          step={0.05}
          label={null}
          thumbLabel="Zoomen"
          mt={-8}
          disabled={uploading}
        />
        {serverError && (
          <Alert color="red" role="alert">
            {serverError}
          </Alert>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {uploading && (
          <Stack gap={4}>
            <Progress value={progress} aria-label="Voortgang van de upload" animated />
            <Text size="sm" aria-live="polite">
              Uploaden… {progress}%
            </Text>
          </Stack>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onSkip} disabled={uploading}>
            Niet uploaden
          </Button>
          <Button onClick={upload} loading={uploading} disabled={!area || !natural}>
            Foto uploaden
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
