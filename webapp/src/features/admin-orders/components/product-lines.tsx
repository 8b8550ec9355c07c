// The order's product lines (spec doc 2 sections 2, 3 and 5): per line an order day, a soup of that day and an
// amount from 0 up to what is still available, with '{n} beschikbaar.'. At least one line; a button adds one.
import { Alert, Button, Group, NumberInput, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { businessDate } from '../../../lib/rules/business-time';
import { clearFieldError, useFieldError } from '../../../lib/stores/field-errors-store';
import { availableInForm, availableText, dayOption, type LineValues, lineFields } from '../order-form';
import type { OrderableDay } from '../types';

interface ProductLinesProps {
  lines: readonly LineValues[];
  days: readonly OrderableDay[];
  onChangeLine: (index: number, line: LineValues) => void;
  onAddLine: () => void;
  onRemoveLine: (index: number) => void;
}

export function ProductLines({ lines, days, onChangeLine, onAddLine, onRemoveLine }: ProductLinesProps) {
  const listError = useFieldError('products');
  return (
    <section aria-labelledby="order-lines-title">
      <Title order={2} size="h4" id="order-lines-title" mb="xs">
        Producten
      </Title>
      {listError && (
        <Alert color="red" variant="light" mb="sm" role="alert">
          {listError}
        </Alert>
      )}
      {days.length === 0 && (
        <Text c="dimmed" mb="sm">
          Er zijn geen besteldagen om op te bestellen.
        </Text>
      )}
      <Stack gap="sm">
        {lines.length === 0 && <Text c="dimmed">Deze bestelling heeft nog geen producten. Voeg er minimaal één toe.</Text>}
        {lines.map((line, index) => (
          <ProductLine
            key={line.key}
            index={index}
            line={line}
            days={days}
            available={availableInForm(days, lines, index)}
            onChange={(next) => onChangeLine(index, next)}
            onRemove={() => onRemoveLine(index)}
          />
        ))}
      </Stack>
      <Button
        variant="light"
        mt="sm"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => {
          clearFieldError('products');
          onAddLine();
        }}
      >
        Product toevoegen
      </Button>
    </section>
  );
}

interface ProductLineProps {
  index: number;
  line: LineValues;
  days: readonly OrderableDay[];
  available: number | null;
  onChange: (line: LineValues) => void;
  onRemove: () => void;
}

function ProductLine({ index, line, days, available, onChange, onRemove }: ProductLineProps) {
  const fields = lineFields(index);
  const dayError = useFieldError(fields.orderday);
  const productError = useFieldError(fields.product);
  const amountError = useFieldError(fields.hoeveelheid);
  const day = days.find((d) => String(d.id) === line.orderdayId);
  const today = useMemo(() => businessDate(new Date()), []);
  const dayOptions = days.map((d) => dayOption(d, today, line.orderdayId));
  const productOptions = (day?.products ?? []).map((product) => ({ value: String(product.id), label: product.naam }));
  const over = available !== null && typeof line.hoeveelheid === 'number' && line.hoeveelheid > available;

  return (
    <Paper withBorder p="sm" role="group" aria-label={`Regel ${index + 1}`}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <Select
          label="Besteldag"
          name={fields.orderday}
          placeholder="Kies een dag"
          data={dayOptions}
          value={line.orderdayId}
          allowDeselect={false}
          error={dayError}
          onChange={(value) => {
            clearFieldError(fields.orderday);
            clearFieldError(fields.product);
            if (value === line.orderdayId) return;
            const products = days.find((d) => String(d.id) === value)?.products ?? [];
            onChange({ ...line, orderdayId: value, productId: products.length === 1 ? String(products[0]?.id) : null });
          }}
          style={{ flex: '1 1 9rem' }}
        />
        <Select
          label="Soep"
          name={fields.product}
          placeholder={day ? 'Kies een soep' : 'Kies eerst een dag'}
          data={productOptions}
          value={line.productId}
          allowDeselect={false}
          disabled={!day}
          nothingFoundMessage="Geen soepen op deze dag"
          error={productError}
          onChange={(value) => {
            clearFieldError(fields.product);
            onChange({ ...line, productId: value });
          }}
          style={{ flex: '2 1 12rem' }}
        />
        <NumberInput
          label="Aantal"
          name={fields.hoeveelheid}
          value={line.hoeveelheid}
          min={0}
          max={available ?? undefined}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          description={available === null ? undefined : availableText(available)}
          error={amountError ?? (over ? `Er zijn maximaal ${available} beschikbaar.` : undefined)}
          onChange={(value) => {
            clearFieldError(fields.hoeveelheid);
            onChange({ ...line, hoeveelheid: typeof value === 'number' ? value : '' });
          }}
          style={{ flex: '1 1 7rem' }}
        />
        <Button
          variant="outline"
          color="red.9"
          mt={{ base: 0, xs: 25 }}
          leftSection={<IconTrash size={16} aria-hidden />}
          aria-label={`Regel ${index + 1} verwijderen`}
          onClick={onRemove}
        >
          Verwijderen
        </Button>
      </Group>
    </Paper>
  );
}
