// The providers around the router: Mantine (theme, toasts on first use) and React Router.
import { MantineProvider } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { useToastsRequested } from '../lib/toast';
import type { createAppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  const toastsRequested = useToastsRequested();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {toastsRequested && (
        <Suspense fallback={null}>
          <Notifications position="top-right" zIndex={1000} />
        </Suspense>
      )}
      <RouterProvider router={router} />
    </MantineProvider>
  );
}
