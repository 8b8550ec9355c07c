// The monthly gift's page draws Mantine's Table, TextInput and NativeSelect without Mantine's JavaScript (decision
// 0122): the markup must stay Mantine's, so the app's stylesheet draws it the same. Rendered on the server (no DOM).
import { MantineProvider, NativeSelect, Table, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';

import { PlainTable } from './plain-table';
import { SelectField, TextField } from './public-inputs';
import { SelectChevron } from './select-chevron';

/** The markup without Mantine's style tags, with the same ids and each tag's attributes in one order. */
function markup(node: ReactNode): string {
  return renderToStaticMarkup(<MantineProvider>{node}</MantineProvider>)
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/(mantine-)?_R_[a-z0-9]+_/g, 'ID')
    .replace(/max-width:calc\(([\d.]+)rem \* var\(--mantine-scale\)\)/g, (_m, rem: string) => `max-width:${Number(rem) * 16}px`)
    .replace(/<([a-z]+)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*(\/?)>/g, (_m, tag: string, attrs: string, end: string) => {
      const sorted = (attrs.match(/[^\s=>]+(?:="[^"]*")?/g) ?? []).sort();
      return `<${tag} ${sorted.join(' ')}${end}>`;
    });
}

test('PlainTable is the markup of a striped Mantine Table', () => {
  const mantine = (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Datum</Table.Th>
          <Table.Th>Bedrag</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {['1', '2'].map((key) => (
          <Table.Tr key={key}>
            <Table.Td>{key}</Table.Td>
            <Table.Td>€ 5,00</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  const plain = <PlainTable head={['Datum', 'Bedrag']} rows={['1', '2'].map((key) => ({ key, cells: [key, '€ 5,00'] }))} />;
  expect(markup(plain)).toBe(markup(mantine));
});

describe.each([null, 'Vul een bedrag in.'])('size sm fields (error %s)', (error) => {
  const noop = () => undefined;

  test('TextField is the markup of a Mantine TextInput', () => {
    const props = { name: 'bedrag', label: 'Bedrag', placeholder: '10,00', maw: 240, value: '', onChange: noop };
    expect(markup(<TextField size="sm" error={error} {...props} />)).toBe(markup(<TextInput error={error} {...props} />));
  });

  test('SelectField with the chevron is the markup of a Mantine NativeSelect', () => {
    const props = { name: 'year', label: 'Jaar', maw: 160, value: '2025', onChange: noop };
    const ours = (
      <SelectField size="sm" selector="NativeSelect" error={error} rightSection={<SelectChevron error={!!error} />} {...props}>
        <option value="2026">2026</option>
        <option value="2025">2025</option>
      </SelectField>
    );
    const mantine = <NativeSelect data={['2026', '2025']} error={error} {...props} />;
    // Mantine writes the error itself into the chevron's data-error; its stylesheet only asks whether it is there.
    expect(markup(ours)).toBe(markup(mantine).replace(/data-error="[^"]*"/g, 'data-error="true"'));
  });
});
