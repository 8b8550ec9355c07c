// Fotos (admin/fotos): every picture with its slug, a thumbnail, a category select (save-picture-category) and
// delete with confirmation (delete-picture, toast 'Foto verwijderd.').
import { ActionIcon, Button, Card, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { pictureUrl } from '../../../lib/picture-url';
import { type LibraryPicture, picturesQuery } from '../../../lib/pictures';
import { useQuery } from '../../../lib/query';
import { showToast } from '../../../lib/toast';
import { deletePicture, savePictureCategory } from '../api/pictures';
import { categoryOptions, filterOptions, matchesFilter, NO_CATEGORY, parseFilter } from '../categories';

const FILTER_PARAM = 'categorie';

export function PhotosPage() {
  const pictures = useQuery(picturesQuery);
  const [deleting, setDeleting] = useState<LibraryPicture | null>(null);
  const [busy, setBusy] = useState(false);
  const [params, setParams] = useSearchParams();
  const filter = parseFilter(params.get(FILTER_PARAM));
  const shown = pictures.data?.filter((picture) => matchesFilter(picture.category, filter)) ?? [];

  useEffect(() => {
    if (picturesQuery.getState().status === 'success') picturesQuery.reload().catch(() => undefined);
  }, []);

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    try {
      await deletePicture(deleting.uuid);
      showToast('Foto verwijderd.', { color: 'green', duration: 4000 });
      setDeleting(null);
      await picturesQuery.reload();
    } catch {
      // The API client already showed what went wrong (403, 503, ...).
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <PageHeading title="Fotos" />
        <Button component={Link} to="/admin/foto-upload" leftSection={<IconUpload size={18} aria-hidden />}>
          Foto uploaden
        </Button>
      </Group>
      {pictures.status === 'error' && !pictures.data && <LoadError onRetry={pictures.retry} error={pictures.error} />}
      {!pictures.data && pictures.status !== 'error' && <PageSkeleton lines={6} />}
      {pictures.data && pictures.data.length === 0 && <Text>Er zijn nog geen foto's.</Text>}
      {pictures.data && pictures.data.length > 0 && (
        <Select
          label="Toon categorie"
          data={filterOptions()}
          value={filter}
          onChange={(value) => setParams(value && value !== 'alle' ? { [FILTER_PARAM]: value } : {}, { replace: true })}
          allowDeselect={false}
          searchable
          maw={420}
        />
      )}
      {pictures.data && pictures.data.length > 0 && shown.length === 0 && (
        <Text>Er zijn geen foto's in deze categorie.</Text>
      )}
      {shown.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0 }}>
          {shown.map((picture) => (
            <PictureCard key={picture.uuid} picture={picture} onDelete={() => setDeleting(picture)} />
          ))}
        </SimpleGrid>
      )}
      <ConfirmModal
        opened={deleting !== null}
        title="Foto verwijderen"
        confirmLabel="Verwijderen"
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        Weet u zeker dat u de foto '{deleting?.naam}' wilt verwijderen? Hij verdwijnt ook uit de carrousel.
      </ConfirmModal>
    </Stack>
  );
}

function PictureCard({ picture, onDelete }: { picture: LibraryPicture; onDelete: () => void }) {
  const [saving, setSaving] = useState(false);

  async function change(value: string | null) {
    setSaving(true);
    try {
      await savePictureCategory(picture.id, value ? value : null);
      showToast('Categorie opgeslagen.', { color: 'green', duration: 2500 });
      await picturesQuery.reload();
    } catch {
      // Shown by the API client.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card component="li" withBorder padding="sm" data-testid="photo-card" data-slug={picture.slug}>
      <Card.Section>
        <img
          src={pictureUrl(picture.uuid, 320)}
          alt={picture.naam}
          width={320}
          height={180}
          loading="lazy"
          style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover' }}
        />
      </Card.Section>
      <Group justify="space-between" align="flex-start" mt="sm" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {picture.naam}
          </Text>
          <Text size="sm" c="gray.7" truncate>
            {picture.slug}
          </Text>
        </div>
        <ActionIcon variant="subtle" color="red" size={44} onClick={onDelete} aria-label={`${picture.naam} verwijderen`}>
          <IconTrash size={20} aria-hidden />
        </ActionIcon>
      </Group>
      <Select
        mt="xs"
        label="Categorie"
        data={categoryOptions()}
        value={picture.category ?? NO_CATEGORY}
        onChange={(value) => void change(value)}
        allowDeselect={false}
        searchable
        disabled={saving}
      />
    </Card>
  );
}
