// Loading and error states shared by every screen: a skeleton, and a Dutch error with 'Opnieuw proberen'.
import { Alert, Button, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
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
