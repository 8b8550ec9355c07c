// A page's h1, which also sets the browser tab title.
import { Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';

export const SITE_NAME = 'Stichting De Soepketel';

export function PageHeading({ title }: { title: string }) {
  useDocumentTitle(title === SITE_NAME ? SITE_NAME : `${title} | ${SITE_NAME}`);
  return (
    <Title order={1} mb="md">
      {title}
    </Title>
  );
}
