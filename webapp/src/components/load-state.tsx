// Loading and error states shared by every screen: a skeleton, a Dutch error with 'Opnieuw proberen' in place of
// content that failed to load (load-failure.ts), and the line that says refreshing a list on screen failed.
import { Alert, Button, type MantineColor, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { loadFailure } from './load-failure';

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
  /** The failure: where the API client already announced it, the place names no cause and is not announced again. */
  error: unknown;
  /** What failed to load, in the screen's words (no cause): 'De statistieken konden niet worden geladen.' */
  message?: string;
}

/** In place of content that failed to load, for any failure (decision 0129): what is missing and 'Opnieuw proberen'. */
export function LoadError({ onRetry, error, message }: LoadErrorProps) {
  const { text, announce } = loadFailure(error, message);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title="Er ging iets mis"
      role={announce ? 'alert' : 'group'}
      data-testid="load-error"
    >
      <Stack gap="sm" align="flex-start">
        <span>{text}</span>
        <Button variant="outline" color="red" onClick={onRetry}>
          Opnieuw proberen
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * Fetching a list again failed: the list on screen stays, and this line says so above it (announced only where the
 * API client did not announce the failure itself, decision 0129).
 */
export function RefreshFailed({ error, color = 'red' }: { error: unknown; color?: MantineColor }) {
  return (
    <Text c={color} role={loadFailure(error).announce ? 'alert' : undefined} mb="sm">
      Vernieuwen is niet gelukt. Probeer het opnieuw.
    </Text>
  );
}
