// The main menu on phones: a burger button; the drawer with the pages is a small chunk of its own, fetched
// when the button is first approached, so the public bundle stays small.
import { Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { MenuEntry } from './main-menu';

const loadDrawer = () => import('./mobile-menu-drawer');
const MobileMenuDrawer = lazy(async () => ({ default: (await loadDrawer()).MobileMenuDrawer }));

export function MobileMenu({ entries }: { entries: readonly MenuEntry[] }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [used, setUsed] = useState(false);
  const { pathname } = useLocation();
  useEffect(close, [pathname, close]);

  const prefetch = () => {
    loadDrawer().catch(() => undefined);
  };

  return (
    <>
      <Burger
        opened={opened}
        onClick={() => {
          setUsed(true);
          toggle();
        }}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
        hiddenFrom="lg"
        aria-label={opened ? 'Menu sluiten' : 'Menu openen'}
        aria-expanded={opened}
      />
      {used && (
        <Suspense fallback={null}>
          <MobileMenuDrawer entries={entries} opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
