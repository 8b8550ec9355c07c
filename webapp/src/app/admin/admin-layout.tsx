// The admin layout: a side menu per role (a burger menu on phones), the user's name and Uitloggen.
// The server decides who may do what: the strict session call answers 401 (then: to the login page).
import { AppShell, Burger, Group, NavLink as MantineNavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { LoadError, PageSkeleton } from '../../components/load-state';
import { NoAccessPanel } from '../../components/no-access-panel';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-errors';
import { loadSession } from '../../lib/session';
import { settingsQuery } from '../../lib/settings';
import { clearSession, useSessionUser } from '../../lib/stores/session-store';
import { MAIN_CONTENT_ID } from '../use-navigation-reset';
import classes from './admin-layout.module.css';
import { adminMenuFor, mayOpen } from './admin-menu';

type LoadStatus = 'loading' | 'ready' | 'error';

export function AdminLayout() {
  const user = useSessionUser();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [failure, setFailure] = useState<unknown>(undefined);
  const [attempt, setAttempt] = useState(0);
  const logout = useLogout();

  useEffect(close, [pathname, close]);
  useEffect(() => {
    let current = true;
    loadSession({ required: true }).then(
      () => current && setStatus('ready'),
      (error: unknown) => {
        // 401: the API client already sends the user to the login page.
        if (current && !(error instanceof ApiError && error.status === 401)) {
          setFailure(error);
          setStatus('error');
        }
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = () => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  };

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? 'Menu sluiten' : 'Menu openen'}
              aria-expanded={opened}
            />
            <Text component={Link} to="/admin" fw={700} c="soep.9" td="none">
              De Soepketel beheer
            </Text>
          </Group>
          <Group gap="md" wrap="nowrap">
            {user && (
              // Every staff member reaches 'Mijn account' (on the settings page) through their own name.
              <Text component={Link} to="/admin/instellingen" size="sm" c="soep.9" visibleFrom="xs" title="Mijn account">
                {user.name}
              </Text>
            )}
            <Text component={Link} to="/" size="sm" c="soep.9">
              Naar de website
            </Text>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        p="xs"
        aria-label="Beheermenu"
        component="nav"
        className={classes.navbar}
        data-closed={!opened || undefined}
      >
        <AppShell.Section grow component={ScrollArea}>
          {adminMenuFor(user?.rol).map((entry) => (
            <MantineNavLink
              key={entry.to}
              component={NavLink}
              to={entry.to}
              end={entry.to === '/admin'}
              label={entry.label}
              active={entry.to === '/admin' ? pathname === '/admin' : pathname.startsWith(entry.to)}
            />
          ))}
        </AppShell.Section>
        {user && (
          <AppShell.Section>
            <MantineNavLink
              component="button"
              label="Uitloggen"
              leftSection={<IconLogout size={18} aria-hidden />}
              onClick={logout}
            />
          </AppShell.Section>
        )}
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        {status === 'error' && <LoadError onRetry={retry} error={failure} />}
        {status === 'loading' && !user && <PageSkeleton />}
        {user && status !== 'error' && (mayOpen(user.rol, pathname) ? <Outlet /> : <NoAccessPanel />)}
      </AppShell.Main>
    </AppShell>
  );
}

function useLogout(): () => void {
  const navigate = useNavigate();
  return () => {
    api
      .post('/web/logout')
      .catch(() => undefined)
      .finally(() => {
        clearSession();
        settingsQuery.reload().catch(() => undefined);
        void navigate('/');
      });
  };
}
