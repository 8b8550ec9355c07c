// The routes' error boundary: a 404 (unknown page or an API 404) shows the 404 page, anything else a Dutch
// error with 'Opnieuw proberen' (which also recovers from a stale chunk after an update).
import { Button, Container, Stack, Text } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { PageHeading } from '../components/page-heading';
import { NotFoundError } from '../lib/api-errors';

export function RouteErrorPage() {
  const error = useRouteError();
  if (error instanceof NotFoundError || (isRouteErrorResponse(error) && error.status === 404)) {
    return <NotFoundPage />;
  }
  return (
    <Stack align="flex-start" gap="md" role="alert">
      <PageHeading title="Er ging iets mis" />
      <Text>Deze pagina kon niet worden getoond. Probeer het opnieuw of kom later terug.</Text>
      <Button onClick={() => window.location.reload()}>Opnieuw proberen</Button>
    </Stack>
  );
}

/** Used when even a layout fails: the same message without the site around it. */
export function RootErrorPage() {
  return (
    <main>
      <Container size="sm" py="xl">
        <RouteErrorPage />
      </Container>
    </main>
  );
}
