// admin/soepen/aanpassen/{product} (product-aanpassen): name, status, price, discount, visibility, pictures and the
// rich-text description. Saving answers the slug; leaving with unsaved changes or pictures asks first.
import { Button, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { type FormEvent, useCallback, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { RichTextEditor } from '../../../components/rich-text-editor/rich-text-editor';
import { FormErrorSummary } from '../../../components/form-error-summary';
import { focusFirstInvalid, refuseIncomplete } from '../../../components/form-errors';
import { ValidationError } from '../../../lib/api-errors';
import { formatEuro } from '../../../lib/rules/money';
import { clearFieldError, useFieldError } from '../../../lib/stores/field-errors-store';
import { showToast } from '../../../lib/toast';
import { useEditRecord } from '../../../lib/use-edit-record';
import { forgetProduct, refreshProduct, updateProduct } from '../api/products';
import {
  type ProductFormValues,
  STATUS_OPTIONS,
  formFromProduct,
  isFormDirty,
  payloadFromForm,
  normaliseEuroText,
  previewTotal,
  productIdFromParam,
} from '../product-rules';
import type { AdminProduct, ProductPicture, ProductStatus } from '../types';
import { ProductPicturesEditor } from './product-pictures-editor';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes';
import { UNSAVED_PICTURES_MESSAGE } from '../product-rules';

export const PRODUCT_SAVED = 'Product opgeslagen.';

export function ProductEditPage() {
  const id = productIdFromParam(useParams().product);
  // Spec: edit screens navigate back if the record is not found.
  const { state: load, retry } = useEditRecord(refreshProduct, id, { list: '/admin/soepen' });

  if (load.status === 'ready') return <ProductEditForm key={load.record.id} product={load.record} />;
  if (load.status === 'error') {
    return (
      <>
        <PageHeading title="Soep aanpassen" />
        <LoadError onRetry={retry} error={load.error} />
      </>
    );
  }
  return <PageSkeleton lines={8} />;
}

function ProductEditForm({ product }: { product: AdminProduct }) {
  const navigate = useNavigate();
  const [initial] = useState(() => formFromProduct(product));
  const [form, setForm] = useState<ProductFormValues>(initial);
  const [pictures, setPictures] = useState<ProductPicture[]>(product.pictures);
  const [picturesPending, setPicturesPending] = useState(false);
  const [saving, setSaving] = useState(false);
  const dirty = isFormDirty(initial, form);
  const guard = useUnsavedChangesGuard(
    dirty || picturesPending,
    picturesPending ? { title: "Foto's niet opgeslagen", message: UNSAVED_PICTURES_MESSAGE } : {},
  );
  const errors = {
    naam: useFieldError('naam'),
    status: useFieldError('status'),
    prijs: useFieldError('prijs'),
    korting: useFieldError('korting'),
    omschrijving: useFieldError('omschrijving'),
  };
  const total = previewTotal(form.prijs, form.korting);

  const set = <K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    clearFieldError(field);
  };
  const setDescription = useCallback((html: string) => {
    setForm((current) => ({ ...current, omschrijving: html }));
    clearFieldError('omschrijving');
  }, []);
  const onPendingChange = useCallback((pending: boolean) => setPicturesPending(pending), []);
  // Picture changes are stored at once: the detail page and the list must fetch them again.
  const onPicturesChange = useCallback(
    (next: ProductPicture[]) => {
      setPictures(next);
      forgetProduct(product.id);
    },
    [product.id],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const formElement = event.currentTarget as HTMLFormElement;
    if (refuseIncomplete(formElement)) return;
    setSaving(true);
    try {
      await updateProduct(product.id, payloadFromForm(form));
      forgetProduct(product.id);
      showToast(PRODUCT_SAVED, { color: 'green', duration: 2500 });
      guard.allowLeaving();
      await navigate(`/admin/soepen/${product.id}`);
    } catch (error) {
      // 422: the messages are under the fields and in the summary; other failures are shown by the API client.
      guard.guardAgain();
      if (error instanceof ValidationError) focusFirstInvalid(formElement);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Button
          component={Link}
          to={`/admin/soepen/${product.id}`}
          variant="subtle"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          px={0}
        >
          Terug naar de soep
        </Button>
      </div>
      <PageHeading title="Soep aanpassen" />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Naam"
            name="naam"
            required
            value={form.naam}
            onChange={(event) => set('naam', event.currentTarget.value)}
            error={errors.naam}
            maxLength={255}
          />
          <Select
            label="Status"
            name="status"
            required
            data={STATUS_OPTIONS}
            value={form.status}
            onChange={(value) => value && set('status', value as ProductStatus)}
            allowDeselect={false}
            error={errors.status}
          />
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              label="Prijs"
              required
              inputMode="decimal"
              placeholder="4,50"
              leftSection="€"
              name="prijs"
              value={form.prijs}
              onChange={(event) => set('prijs', event.currentTarget.value)}
              onBlur={() => setForm((current) => ({ ...current, prijs: normaliseEuroText(current.prijs) }))}
              error={errors.prijs}
              miw={140}
            />
            <TextInput
              label="Korting"
              inputMode="decimal"
              placeholder="0,00"
              leftSection="€"
              name="korting"
              value={form.korting}
              onChange={(event) => set('korting', event.currentTarget.value)}
              onBlur={() => setForm((current) => ({ ...current, korting: normaliseEuroText(current.korting) }))}
              error={errors.korting}
              miw={140}
            />
          </Group>
          <Text aria-live="polite">
            Totaal: <strong>{total === null ? '–' : formatEuro(total)}</strong>
          </Text>
          <Switch
            label="Zichtbaar voor klanten"
            checked={form.visible}
            onChange={(event) => set('visible', event.currentTarget.checked)}
          />
          <RichTextEditor
            label="Omschrijving"
            value={form.omschrijving}
            onChange={setDescription}
            error={errors.omschrijving}
          />
          <ProductPicturesEditor
            productId={product.id}
            pictures={pictures}
            onPicturesChange={onPicturesChange}
            onPendingChange={onPendingChange}
          />
          <FormErrorSummary />
          <Group gap="sm" mt="md">
            <Button type="submit" loading={saving}>
              Opslaan
            </Button>
            <Button component={Link} to={`/admin/soepen/${product.id}`} variant="default">
              Annuleren
            </Button>
          </Group>
        </Stack>
      </form>
      {guard.modal}
    </Stack>
  );
}
