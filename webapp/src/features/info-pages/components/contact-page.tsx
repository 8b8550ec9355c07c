// Contact: how to reach the foundation (the contact form itself comes with its own issue).
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { findVariable, useSettings } from '../../../lib/settings';

export function ContactPage() {
  const settings = useSettings();
  const text = (key: string) => String(findVariable(settings.data, key) ?? '');
  return (
    <Stack gap="md" maw={760}>
      <PageHeading title="Contact" />
      <Text>Heeft u een vraag over de stichting, de soep of meedoen? Neem gerust contact met ons op.</Text>
      {settings.status === 'error' && <LoadError onRetry={settings.retry} />}
      {!settings.data && settings.status !== 'error' && <PageSkeleton lines={3} />}
      {settings.data && (
        <Stack gap="xs">
          <Title order={2} size="h3">
            Stichting De Soepketel
          </Title>
          <Text component="address" style={{ whiteSpace: 'pre-line', fontStyle: 'normal' }}>
            {text('contact_adres')}
          </Text>
          {text('contact_email') && (
            <Text>
              E-mail: <Anchor href={`mailto:${text('contact_email')}`}>{text('contact_email')}</Anchor>
            </Text>
          )}
          {text('contact_telefoonnummer') && (
            <Text>
              Telefoon:{' '}
              <Anchor href={`tel:${text('contact_telefoonnummer').replace(/[^\d+]/g, '')}`}>
                {text('contact_telefoonnummer')}
              </Anchor>
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
