// Home: the four texts from the home variables, each with a heading and a link to the matching page.
import { Text } from '@mantine/core';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { PageCarousel } from '../../../components/page-carousel';
import { PageHeading, SITE_NAME } from '../../../components/page-heading';
import { findHtmlVariable, useSettings } from '../../../lib/settings';
import { HOME_INTRO, HOME_SECTIONS } from '../home-sections';
import { HomeSection } from './home-section';
import { Columns } from '../../../components/columns';

export function HomePage() {
  const settings = useSettings();
  return (
    <>
      <PageHeading title={SITE_NAME} />
      <Text size="lg" mb="md" maw={720}>
        {HOME_INTRO}
      </Text>
      <PageCarousel category="home" label="Stichting De Soepketel" />
      {settings.status === 'error' && <LoadError onRetry={settings.retry} error={settings.error} />}
      {!settings.data && settings.status !== 'error' && <PageSkeleton lines={6} />}
      {settings.data && (
        <Columns cols={{ base: 1, md: 2 }} spacing="lg">
          {HOME_SECTIONS.map((section) => (
            <HomeSection
              key={section.variable}
              section={section}
              html={findHtmlVariable(settings.data, section.variable)}
            />
          ))}
        </Columns>
      )}
    </>
  );
}
