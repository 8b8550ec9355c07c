// Admin pages that later issues build: the entry's title and 'Dit onderdeel is nog in aanbouw.';
// paths outside the admin menu get the 404 page.
import { Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { PageHeading } from '../../components/page-heading';
import { adminEntryForPath } from './admin-menu';

export function AdminSectionPage() {
  const entry = adminEntryForPath(useLocation().pathname);
  if (!entry) return <NotFoundPage />;
  return (
    <>
      <PageHeading title={entry.label} />
      <Text>Dit onderdeel is nog in aanbouw.</Text>
    </>
  );
}
