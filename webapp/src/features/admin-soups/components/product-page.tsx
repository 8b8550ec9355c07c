// admin/soepen/{product} (admin-product): name, status, price, discount, total, pictures, description, with edit and
// delete icons and a back button.
import { ActionIcon, Alert, Badge, Button, Group, SimpleGrid, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconPencil, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { HtmlText } from '../../../components/html-text';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { ValidationError } from '../../../lib/api-errors';
import { useQuery } from '../../../lib/query';
import { formatEuro } from '../../../lib/rules/money';
import { showToast } from '../../../lib/toast';
import { deleteProduct, forgetProduct, productQuery } from '../api/products';
import { STATUS_LABELS, productIdFromParam, tabOf } from '../product-rules';
import type { AdminProduct } from '../types';
import { ConfirmModal } from '../../../components/confirm-modal';
import { PictureCarousel } from './picture-carousel';

export function ProductPage() {
  const id = productIdFromParam(useParams().product);
  const query = productQuery(id);
  const result = useQuery(query);

  useEffect(() => {
    if (query.getState().status === 'success') query.reload().catch(() => undefined);
  }, [query]);

  if (result.data) return <ProductDetails product={result.data} />;
  if (result.status === 'error') {
    return (
      <>
        <PageHeading title="Soep" />
        <LoadError onRetry={result.retry} error={result.error} />
      </>
    );
  }
  return <PageSkeleton lines={6} />;
}

function ProductDetails({ product }: { product: AdminProduct }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const backTo = `/admin/soepen?activeTab=${tabOf(product)}`;

  const remove = async () => {
    setDeleting(true);
    setDeleteError(null);
    try {
      const message = await deleteProduct(product.id);
      forgetProduct(product.id);
      showToast(message || 'Product verwijderd.', { color: 'green', duration: 2500 });
      await navigate(backTo, { replace: true });
    } catch (error) {
      setConfirming(false);
      if (error instanceof ValidationError) {
        setDeleteError(Object.values(error.errors)[0]?.[0] ?? error.message);
      }
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Stack gap="lg">
      <div>
        <Button component={Link} to={backTo} variant="subtle" leftSection={<IconArrowLeft size={18} aria-hidden />} px={0}>
          Terug naar de soepen
        </Button>
      </div>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <PageHeading title={product.naam} />
        <Group gap="xs" wrap="nowrap">
          <Tooltip label="Aanpassen">
            <ActionIcon component={Link} to={`/admin/soepen/aanpassen/${product.id}`} variant="light" size="lg" aria-label="Soep aanpassen">
              <IconPencil size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Verwijderen">
            <ActionIcon color="red" variant="light" size="lg" aria-label="Soep verwijderen" onClick={() => setConfirming(true)}>
              <IconTrash size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>

      {deleteError && (
        <Alert color="red" title="Verwijderen is niet gelukt" role="alert" withCloseButton closeButtonLabel="Melding sluiten" onClose={() => setDeleteError(null)}>
          {deleteError}
        </Alert>
      )}

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <PictureCarousel pictures={product.pictures} productName={product.naam} />
        <Stack gap="md">
          <Table variant="vertical" layout="fixed" withTableBorder>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={140}>Status</Table.Th>
                <Table.Td>
                  <Group gap="xs">
                    <Text>{STATUS_LABELS[product.status]}</Text>
                    {product.label && <Badge variant="light">{product.label}</Badge>}
                  </Group>
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Zichtbaar</Table.Th>
                <Table.Td>{product.visible ? 'Ja' : 'Nee'}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Prijs</Table.Th>
                <Table.Td>{formatEuro(product.prijs)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Korting</Table.Th>
                <Table.Td>{formatEuro(product.korting)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Totaal</Table.Th>
                <Table.Td fw={700}>{formatEuro(product.totaal)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <div>
            <Title order={2} size="h4" mb="xs">
              Omschrijving
            </Title>
            {product.omschrijving ? (
              <HtmlText html={product.omschrijving} />
            ) : (
              <Text c="dimmed">Nog geen omschrijving.</Text>
            )}
          </div>
        </Stack>
      </SimpleGrid>

      <ConfirmModal
        opened={confirming}
        title="Soep verwijderen"
        confirmLabel="Verwijderen"
        busy={deleting}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      >
        Weet u zeker dat u '{product.naam}' wilt verwijderen? Dit kan niet ongedaan worden gemaakt.
      </ConfirmModal>
    </Stack>
  );
}
