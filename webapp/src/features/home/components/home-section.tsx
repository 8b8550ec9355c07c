// One home section: a heading, the variable's HTML and a link to the matching page. When the text starts
// with its own heading (staff write one in the editor), that heading is the section's heading.
import { Button, Card, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { HtmlText } from '../../../components/html-text';
import { type HomeSectionDefinition, startsWithHeading } from '../home-sections';

interface HomeSectionProps {
  section: HomeSectionDefinition;
  html: string;
}

export function HomeSection({ section, html }: HomeSectionProps) {
  const headingId = `home-${section.variable}`;
  const ownHeading = startsWithHeading(html);
  return (
    <Card
      component="section"
      withBorder
      padding="lg"
      aria-labelledby={ownHeading ? undefined : headingId}
      data-testid={section.variable}
    >
      {!ownHeading && (
        <Title order={2} size="h3" id={headingId} mb="sm">
          {section.title}
        </Title>
      )}
      <HtmlText html={html} />
      <Button
        component={Link}
        to={section.link.to}
        variant="light"
        mt="md"
        style={{ alignSelf: 'flex-start' }}
        rightSection={<IconArrowRight size={16} aria-hidden />}
      >
        {section.link.label}
      </Button>
    </Card>
  );
}
