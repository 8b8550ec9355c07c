// Privacy (AVG) on the customer screen, managers only: download everything stored about the customer (JSON) and
// erase the customer on request ('Klantgegevens wissen', after a confirmation). Amounts and counts stay.
import { Button, Group, Text, Title } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { unlessShown } from '../../../components/form-errors';
import { ApiError } from '../../../lib/api-errors';
import { useSessionUser } from '../../../lib/stores/session-store';
import { showToast } from '../../../lib/toast';
import { saveBlob } from '../../../lib/save-blob';
import { downloadCustomerData, eraseCustomer } from '../api/privacy';
import { DATA_DOWNLOAD_FAILED } from '../customer-form';

export function CustomerPrivacy({ customerId, onErased }: { customerId: number; onErased: () => void }) {
  const user = useSessionUser();
  const [confirming, setConfirming] = useState(false);
  const [erasing, setErasing] = useState(false);
  const [downloading, setDownloading] = useState(false);
  if (user?.rol !== 'superuser' && user?.rol !== 'beheerder') return null;

  async function download() {
    setDownloading(true);
    try {
      saveBlob(await downloadCustomerData(customerId));
    } catch (error) {
      const message = unlessShown(error, DATA_DOWNLOAD_FAILED);
      if (message) showToast(message, { color: 'red', duration: 5000 });
    } finally {
      setDownloading(false);
    }
  }

  async function erase() {
    setErasing(true);
    try {
      const answer = await eraseCustomer(customerId);
      showToast(answer.message, { color: 'green', duration: 4000 });
      setConfirming(false);
      onErased();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        showToast(error.message, { color: 'red', duration: 8000 });
      } else if (error instanceof ApiError && error.status === 0) {
        showToast('Het wissen is niet gelukt. Controleer uw verbinding.', { color: 'red', duration: 5000 });
      }
      setConfirming(false);
    } finally {
      setErasing(false);
    }
  }

  return (
    <section aria-labelledby="customer-privacy-title">
      <Title order={2} size="h4" id="customer-privacy-title" mb="xs">
        Privacy
      </Title>
      <Text size="sm" mb="sm">
        Download alles wat wij van deze klant bewaren, of wis de klantgegevens op verzoek. Bij wissen blijven de
        bedragen en aantallen bewaard voor de boekhouding.
      </Text>
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={downloading}
          onClick={() => void download()}
        >
          Klantgegevens downloaden
        </Button>
        <Button color="red" variant="light" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setConfirming(true)}>
          Klantgegevens wissen
        </Button>
      </Group>
      <ConfirmModal
        opened={confirming}
        title="Klantgegevens wissen"
        confirmLabel="Wissen"
        busy={erasing}
        onConfirm={() => void erase()}
        onClose={() => setConfirming(false)}
      >
        Naam, adres, e-mailadres en telefoonnummer van deze klant worden gewist uit de klantgegevens, de bestellingen
        en de donaties, en de berichten via het contactformulier worden verwijderd. Dit kan niet ongedaan worden
        gemaakt.
      </ConfirmModal>
    </section>
  );
}
