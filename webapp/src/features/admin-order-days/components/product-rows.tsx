// The order day's product rows (spec doc 2 sections 2 and 3): a soup ('beschikbaar' only) and 'Totaal
// beschikbaar' per row, a button that adds a row, and removal (new rows, or saved rows with 0 ordered, after the
// 'Product verwijderen' confirmation).
import { Alert, Button, Group, NumberInput, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { clearFieldError, useFieldError } from '../../../lib/stores/field-errors-store';
import { canRemoveRow, rowFields, type RowValues } from '../order-day-form';
import type { AdminProduct } from '../types';
import { ConfirmModal } from '../../../components/confirm-modal';

interface ProductRowsProps {
  rows: readonly RowValues[];
  products: readonly AdminProduct[];
  onChangeRow: (index: number, row: RowValues) => void;
  onAddRow: () => void;
  onRemoveRow: (index: number) => void;
}

export function ProductRows({ rows, products, onChangeRow, onAddRow, onRemoveRow }: ProductRowsProps) {
  const [confirming, setConfirming] = useState<number | null>(null);
  const listError = useFieldError('products');
  const chosen = new Set(rows.map((row) => row.productId).filter(Boolean));
  const confirmRow = confirming === null ? undefined : rows[confirming];

  return (
    <section aria-labelledby="orderday-products-title">
      <Title order={2} size="h4" id="orderday-products-title" mb="xs">
        Soepen
      </Title>
      {listError && (
        <Alert color="red" variant="light" mb="sm" role="alert">
          {listError}
        </Alert>
      )}
      <Stack gap="sm">
        {rows.length === 0 && (
          <Text c="dimmed">Er staan nog geen soepen op deze besteldag. Voeg er minimaal één toe.</Text>
        )}
        {rows.map((row, index) => (
          <ProductRow
            key={row.key}
            index={index}
            row={row}
            options={optionsFor(row, products, chosen)}
            onChange={(next) => onChangeRow(index, next)}
            onRemove={() => (row.id === undefined ? onRemoveRow(index) : setConfirming(index))}
          />
        ))}
      </Stack>
      <Button variant="light" mt="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={onAddRow}>
        Product toevoegen
      </Button>
      <ConfirmModal
        opened={confirmRow !== undefined}
        title="Product verwijderen"
        confirmLabel="Verwijderen"
        confirmColor="red.9"
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming !== null) onRemoveRow(confirming);
          setConfirming(null);
        }}
      >
        Weet u zeker dat u {confirmRow?.naam || 'dit product'} van deze besteldag wilt verwijderen? Dit wordt
        opgeslagen zodra u op Aanpassen klikt.
      </ConfirmModal>
    </section>
  );
}

/** 'beschikbaar' products, the row's own saved product (even if no longer available), others' choices disabled. */
function optionsFor(row: RowValues, products: readonly AdminProduct[], chosen: ReadonlySet<string | null>) {
  const options = products
    .filter((product) => product.status === 'beschikbaar')
    .map((product) => ({
      value: String(product.id),
      label: product.naam,
      disabled: chosen.has(String(product.id)) && String(product.id) !== row.productId,
    }));
  if (row.productId && !options.some((option) => option.value === row.productId)) {
    options.unshift({ value: row.productId, label: row.naam || `Soep ${row.productId}`, disabled: false });
  }
  return options;
}

interface ProductRowProps {
  index: number;
  row: RowValues;
  options: { value: string; label: string; disabled: boolean }[];
  onChange: (row: RowValues) => void;
  onRemove: () => void;
}

function ProductRow({ index, row, options, onChange, onRemove }: ProductRowProps) {
  const fields = rowFields(index);
  const naamError = useFieldError(fields.naam);
  const naamIdError = useFieldError(fields.naamId);
  const amountError = useFieldError(fields.hoeveelheid);
  const removable = canRemoveRow(row);
  const locked = row.id !== undefined && row.besteld > 0;
  return (
    <Paper withBorder p="sm" role="group" aria-label={`Regel ${index + 1}`}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <Select
          label="Soep"
          name={fields.naam}
          placeholder="Kies een soep"
          data={options}
          value={row.productId}
          allowDeselect={false}
          disabled={locked}
          nothingFoundMessage="Geen soepen met de status 'beschikbaar'"
          error={naamError ?? naamIdError}
          onChange={(value, option) => {
            clearFieldError(fields.naam);
            clearFieldError(fields.naamId);
            onChange({ ...row, productId: value, naam: option?.label ?? row.naam });
          }}
          style={{ flex: '2 1 14rem' }}
        />
        <NumberInput
          label="Totaal beschikbaar"
          name={fields.hoeveelheid}
          value={row.hoeveelheid}
          min={Math.max(1, row.besteld)}
          allowDecimal={false}
          allowNegative={false}
          error={amountError}
          onChange={(value) => {
            clearFieldError(fields.hoeveelheid);
            onChange({ ...row, hoeveelheid: typeof value === 'number' ? value : '' });
          }}
          style={{ flex: '1 1 9rem' }}
        />
        <Button
          variant="subtle"
          color="red"
          mt={{ base: 0, xs: 25 }}
          leftSection={<IconTrash size={16} aria-hidden />}
          disabled={!removable}
          aria-label={`Regel ${index + 1} verwijderen`}
          title={removable ? undefined : 'Er zijn al porties van deze soep besteld'}
          onClick={onRemove}
        >
          Verwijderen
        </Button>
      </Group>
      {row.id !== undefined && (
        <Text size="sm" c="dimmed" mt={4}>
          Besteld: {row.besteld}
          {locked ? ' (deze regel kan niet worden verwijderd)' : ''}
        </Text>
      )}
    </Paper>
  );
}
