// dagelijkse-soep/bestelling-aanpassen/<uuid>: only a notice; changes go by phone or e-mail (spec doc 1 section 2).
import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { PageHeading } from '../../../components/page-heading';
import { useTextVariable } from '../../../lib/settings';

export const SUPPORT_HOURS = 'maandag tot en met woensdag, van 11:00 tot 13:00 uur';

export function ChangeOrderPage() {
  const phone = useTextVariable('contact_telefoonnummer');
  const email = useTextVariable('contact_email');
  return (
    <Stack gap="md" maw={720}>
      <PageHeading title="Bestelling aanpassen" />
      <Alert color="orange" variant="light">
        Deze pagina is onder constructie
      </Alert>
      <Text>
        Wilt u uw bestelling wijzigen of annuleren? Dat kan telefonisch ({SUPPORT_HOURS}) of per e-mail.
      </Text>
      <List spacing="xs">
        {phone && (
          <List.Item>
            Telefoon: <Anchor href={`tel:${phone.replace(/[^0-9+]/g, '')}`}>{phone}</Anchor>
          </List.Item>
        )}
        {email && (
          <List.Item>
            E-mail: <Anchor href={`mailto:${email}`}>{email}</Anchor>
          </List.Item>
        )}
      </List>
    </Stack>
  );
}
