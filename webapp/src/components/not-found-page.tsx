// The 404 page: unknown paths and API answers 404 (through the route's error boundary).
import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeading } from './page-heading';

export function NotFoundPage() {
  return (
    <Stack align="flex-start" gap="md" data-testid="not-found-page">
      <PageHeading title="Pagina niet gevonden" />
      <Text>De pagina die u zoekt bestaat niet (meer) of is verplaatst.</Text>
      <Button component={Link} to="/">
        Naar de homepagina
      </Button>
    </Stack>
  );
}
