// The placeholders an e-mail text may use, shown (folded) above its editor.
import { Code, Table, Text } from '@mantine/core';
import type { Placeholder } from '../settings-form';

export function PlaceholderList({ placeholders }: { placeholders: readonly Placeholder[] }) {
  return (
    <details>
      <summary>
        <Text component="span" fw={600}>
          Plaatshouders voor deze tekst
        </Text>
      </summary>
      <Text size="sm" my="xs">
        Schrijf een plaatshouder tussen dubbele accolades, bijvoorbeeld <Code>{'{{ name }}'}</Code>. In de e-mail staat
        dan de waarde ervan.
      </Text>
      <Table fz="sm" withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Plaatshouder</Table.Th>
            <Table.Th scope="col">Betekenis</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {placeholders.map((placeholder) => (
            <Table.Tr key={placeholder.name}>
              <Table.Td>
                <Code>{`{{ ${placeholder.name} }}`}</Code>
              </Table.Td>
              <Table.Td>{placeholder.meaning}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </details>
  );
}
