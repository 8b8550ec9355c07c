// The placeholders e-mail texts may use, shown on the e-mail and donation cards.
import { Code, Table, Text } from '@mantine/core';
import { MAIL_PLACEHOLDERS } from '../settings-form';

export function PlaceholderList() {
  return (
    <details>
      <summary>
        <Text component="span" fw={600}>
          Plaatshouders voor e-mailteksten
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
          {MAIL_PLACEHOLDERS.map((placeholder) => (
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
