// 'Website Instellingen' (spec doc 1 section 2): a collapsible card per category, each saved on its own, and the
// 'Mijn account' card where a staff member changes their own details and password.
import { Accordion, Stack, Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { NoAccessPanel } from '../../../components/no-access-panel';
import { PageHeading } from '../../../components/page-heading';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes';
import { createQuery, useQuery } from '../../../lib/query';
import { useSessionUser } from '../../../lib/stores/session-store';
import { getAllSettings } from '../api/settings';
import { groupByCategory } from '../settings-form';
import { CategoryCard } from './category-card';
import { FailedMailsCard } from './failed-mails-card';
import { OwnAccountCard } from './own-account-card';

export function SettingsPage() {
  const user = useSessionUser();
  const isManager = user?.rol === 'superuser' || user?.rol === 'beheerder';
  const [dirtyCards, setDirtyCards] = useState<ReadonlySet<string>>(new Set());
  const onDirtyChange = useCallback((key: string, dirty: boolean) => {
    setDirtyCards((current) => {
      if (current.has(key) === dirty) return current;
      const next = new Set(current);
      if (dirty) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const guard = useUnsavedChangesGuard(dirtyCards.size > 0);

  return (
    <>
      <PageHeading title="Website Instellingen" />
      {guard.modal}
      <Stack gap="lg">
        {user && !isManager ? (
          <NoAccessPanel
            heading={false}
            text="De instellingen van de website kunnen alleen beheerders aanpassen. Uw eigen gegevens past u hier aan."
          />
        ) : user ? (
          <>
            <Text>Open een onderdeel, pas de teksten of keuzes aan en klik op Opslaan in dat onderdeel.</Text>
            <WebsiteSettings onDirtyChange={onDirtyChange} />
            <FailedMailsCard />
          </>
        ) : null}
        <OwnAccountCard onDirtyChange={onDirtyChange} />
      </Stack>
    </>
  );
}

function WebsiteSettings({ onDirtyChange }: { onDirtyChange: (key: string, dirty: boolean) => void }) {
  const query = useMemo(() => createQuery(getAllSettings), []);
  const { data, status, error, retry } = useQuery(query);
  const groups = useMemo(() => (data ? groupByCategory(data.variables, data.categories) : []), [data]);
  if (status === 'error' && !data) return <LoadError onRetry={retry} error={error} message="De instellingen konden niet worden geladen." />;
  if (!data) return <PageSkeleton lines={6} />;
  return (
    <Accordion variant="contained" multiple chevronPosition="right" bg="white" keepMounted={false}>
      {groups.map((group) => (
        <CategoryCard key={group.category} group={group} onDirtyChange={onDirtyChange} />
      ))}
    </Accordion>
  );
}
