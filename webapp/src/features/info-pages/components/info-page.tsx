// An information page: heading, photo carousel of its category, the page texts (settings variables), an
// optional extra block (vacancies, publications, workshop tiles) and links on to related pages.
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { HtmlText } from '../../../components/html-text';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { PageCarousel } from '../../../components/page-carousel';
import { PageHeading } from '../../../components/page-heading';
import { findHtmlVariable, useSettings } from '../../../lib/settings';
import type { InfoPageDefinition } from '../info-pages';
import { PublicationList } from './publication-list';
import { VacancyList } from './vacancy-list';
import { WorkshopTiles } from './workshop-tiles';

export function InfoPage({ page }: { page: InfoPageDefinition }) {
  const variables = page.variables ?? [];
  return (
    <Stack gap="md" maw={760}>
      <PageHeading title={page.title} description={page.description} />
      {page.category && <PageCarousel category={page.category} label={page.title} />}
      {(page.paragraphs ?? []).map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
      {variables.length > 0 && <VariableTexts variables={variables} />}
      {page.extra === 'vacancies' && <VacancyList />}
      {page.extra === 'publications' && <PublicationList />}
      {page.extra === 'workshop-tiles' && <WorkshopTiles />}
      {page.links && page.links.length > 0 && (
        <Group gap="sm" mt="sm" component="nav" aria-label={`Meer over ${page.title.toLowerCase()}`}>
          {page.links.map((link) => (
            <Button
              key={link.to}
              component={Link}
              to={link.to}
              variant="light"
              rightSection={<IconArrowRight size={16} aria-hidden />}
            >
              {link.label}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}

function VariableTexts({ variables }: { variables: readonly string[] }) {
  const settings = useSettings();
  if (settings.status === 'error') return <LoadError onRetry={settings.retry} error={settings.error} />;
  if (!settings.data) return <PageSkeleton lines={5} />;
  return (
    <>
      {variables.map((variable) => (
        <HtmlText key={variable} html={findHtmlVariable(settings.data, variable)} />
      ))}
    </>
  );
}
