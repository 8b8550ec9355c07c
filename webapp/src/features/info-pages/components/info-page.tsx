// An information page: heading, text, optionally a settings text, and links on to related pages.
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { HtmlText } from '../../../components/html-text';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { findVariable, useSettings } from '../../../lib/settings';
import type { InfoPageDefinition } from '../info-pages';

export function InfoPage({ page }: { page: InfoPageDefinition }) {
  return (
    <Stack gap="md" maw={760}>
      <PageHeading title={page.title} />
      {page.paragraphs.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
      {page.variable && <VariableText variable={page.variable} />}
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

function VariableText({ variable }: { variable: string }) {
  const settings = useSettings();
  if (settings.status === 'error') return <LoadError onRetry={settings.retry} />;
  if (!settings.data) return <PageSkeleton lines={3} />;
  return <HtmlText html={String(findVariable(settings.data, variable) ?? '')} />;
}
