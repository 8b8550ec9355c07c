// A page's h1, which also sets the browser tab title, the meta description, the canonical URL and Open Graph.
import { Title } from '@mantine/core';
import { SITE_NAME, usePageMeta } from '../lib/page-meta';

export { SITE_NAME };

export function PageHeading({ title, description }: { title: string; description?: string }) {
  usePageMeta(title, description);
  return (
    <Title order={1} mb="md">
      {title}
    </Title>
  );
}
