// Loading and error states shared by every screen: a skeleton, a Dutch error with 'Opnieuw proberen', and the line
// that says refreshing a list on screen failed.
import { Alert, Button, type MantineColor, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export function PageSkeleton({ lines = 4 }: { lines?: number }) {
  return (
    <Stack gap="sm" aria-busy="true" data-testid="page-skeleton">
      <VisuallyHidden role="status">Bezig met laden…</VisuallyHidden>
      <Skeleton height={32} width="60%" />
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} height={14} width={index === lines - 1 ? '70%' : '100%'} />
      ))}
    </Stack>
  );
}

interface LoadErrorProps {
  onRetry: () => void;
  message?: string;
}

export function LoadError({ onRetry, message = 'Het laden is niet gelukt. Controleer uw verbinding.' }: LoadErrorProps) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title="Er ging iets mis" role="alert">
      <Stack gap="sm" align="flex-start">
        <span>{message}</span>
        <Button variant="outline" color="red" onClick={onRetry}>
          Opnieuw proberen
        </Button>
      </Stack>
    </Alert>
  );
}

/** Fetching a list again failed: the list on screen stays, and this line says so above it. */
export function RefreshFailed({ color = 'red' }: { color?: MantineColor }) {
  return (
    <Text c={color} role="alert" mb="sm">
      Vernieuwen is niet gelukt. Probeer het opnieuw.
    </Text>
  );
}
