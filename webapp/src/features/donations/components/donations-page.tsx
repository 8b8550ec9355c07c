// meedoen/donaties: why to give (settings text donaties_tekst) and the way to the donation form.
import { Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { HtmlText } from '../../../components/html-text';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { findVariable, useSettings } from '../../../lib/settings';

export function DonationsPage() {
  const settings = useSettings();
  const text = String(findVariable(settings.data, 'donaties_tekst') ?? '');
  return (
    <Stack gap="md" align="flex-start" maw={760}>
      <PageHeading title="Donaties" />
      {settings.status === 'error' && <LoadError onRetry={settings.retry} />}
      {!settings.data && settings.status !== 'error' ? <PageSkeleton lines={3} /> : text && <HtmlText html={text} />}
      <Button component={Link} to="/meedoen/doneren" size="lg">
        Doneren
      </Button>
    </Stack>
  );
}
