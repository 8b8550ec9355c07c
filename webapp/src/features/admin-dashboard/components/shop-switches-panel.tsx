// The dashboard's shop panel (managers only): open/close the shop, pickup and delivery, example e-mails.
// Spec doc 1 section 2 (the dashboard 'Website') and the settings part; statistics wait for their endpoint.
import { Badge, Card, Group, Stack, Title } from '@mantine/core';
import { useId, useMemo } from 'react';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { createQuery, useQuery } from '../../../lib/query';
import { getAllSettings } from '../api/settings';
import { shopSettingsFrom } from '../shop-settings';
import { ShopSettingsForm } from './shop-settings-form';

export function ShopSwitchesPanel() {
  // A fresh query per visit: the settings may have changed elsewhere (settings page, another manager).
  const query = useMemo(() => createQuery(getAllSettings), []);
  const { status, data, error, retry } = useQuery(query);
  const headingId = useId();
  const initial = useMemo(() => (data ? shopSettingsFrom(data.variables) : undefined), [data]);

  return (
    <Card component="section" aria-labelledby={headingId} withBorder padding="lg" mb="lg">
      {initial ? (
        <ShopSettingsForm
          initial={initial}
          heading={(open) => <PanelHeading id={headingId} open={open} />}
        />
      ) : (
        <Stack gap="md">
          <PanelHeading id={headingId} />
          {status === 'error' ? (
            <LoadError onRetry={retry} error={error} message="De instellingen van de webwinkel konden niet worden geladen." />
          ) : (
            <PageSkeleton lines={3} />
          )}
        </Stack>
      )}
    </Card>
  );
}

/** 'Webwinkel' with, once loaded, whether the shop is open now. */
function PanelHeading({ id, open }: { id: string; open?: boolean }) {
  return (
    <Group justify="space-between" gap="sm">
      <Title order={2} fz="h3" id={id}>
        Webwinkel
      </Title>
      {open !== undefined && (
        // Filled soep green (primary shade 7) and red 9 keep the white text readable (WCAG AA).
        <Badge color={open ? 'soep' : 'red.9'} variant="filled" size="lg">
          {open ? 'Open' : 'Gesloten'}
        </Badge>
      )}
    </Group>
  );
}
