// The narrow column every login screen uses: the page heading, an intro and the form, phone first.
import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeading } from '../../../components/page-heading';

interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

export function AuthCard({ title, intro, children }: AuthCardProps) {
  return (
    <Stack gap="md" maw={460} mx="auto" w="100%">
      <PageHeading title={title} />
      {intro && <Text>{intro}</Text>}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        {children}
      </Paper>
    </Stack>
  );
}
