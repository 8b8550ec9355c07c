// A page whose real content is built in a later issue.
import { Stack, Text } from '@mantine/core';
import { PageHeading } from './page-heading';

interface PlaceholderPageProps {
  title: string;
  text: string;
}

export function PlaceholderPage({ title, text }: PlaceholderPageProps) {
  return (
    <Stack gap="md">
      <PageHeading title={title} />
      <Text>{text}</Text>
    </Stack>
  );
}
