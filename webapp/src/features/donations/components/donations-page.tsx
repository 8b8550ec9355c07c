// meedoen/donaties: the carousel of category meedoen_donaties, why to give (settings text donaties_tekst) and the
// way to the donation form.
import { Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { HtmlText } from '../../../components/html-text';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { PageCarousel } from '../../../components/page-carousel';
import { PageHeading } from '../../../components/page-heading';
import { pageDescription } from '../../../lib/page-meta';
import { findVariable, useSettings } from '../../../lib/settings';
import { DONATIONS_PAGE } from '../donation-texts';

export function DonationsPage() {
  const settings = useSettings();
  const text = String(findVariable(settings.data, DONATIONS_PAGE.variable) ?? '');
  return (
    <Stack gap="md" maw={760}>
      <PageHeading title={DONATIONS_PAGE.title} description={pageDescription('/meedoen/donaties')} />
      <PageCarousel category={DONATIONS_PAGE.category} label={DONATIONS_PAGE.title} />
      {settings.status === 'error' && <LoadError onRetry={settings.retry} error={settings.error} />}
      {!settings.data && settings.status !== 'error' ? <PageSkeleton lines={3} /> : text && <HtmlText html={text} />}
      <Button component={Link} to="/meedoen/doneren" size="lg" style={{ alignSelf: 'flex-start' }}>
        Doneren
      </Button>
    </Stack>
  );
}
