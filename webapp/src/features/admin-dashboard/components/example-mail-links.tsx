// Links to the example confirmation mails (GET /web/admin/show-user-email-example/{name}), each in a new tab.
import { Anchor, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { type ExampleMailName, exampleMailUrl } from '../shop-settings';

const EXAMPLES: { name: ExampleMailName; label: string }[] = [
  { name: 'orderConfirmedShipping', label: 'Voorbeeld bevestigingsmail bezorgen' },
  { name: 'orderConfirmedPickup', label: 'Voorbeeld bevestigingsmail ophalen' },
  { name: 'orderChangedByCustomer', label: 'Voorbeeld mail na aanpassen via de link' },
  { name: 'orderCancelledByCustomer', label: 'Voorbeeld mail na annuleren via de link' },
  { name: 'waitlistJoined', label: 'Voorbeeld mail bij inschrijving op de wachtlijst' },
  { name: 'waitlistOffer', label: 'Voorbeeld aanbod van de wachtlijst' },
  { name: 'donationConfirmed', label: 'Voorbeeld bedankmail donatie' },
  { name: 'donationConfirmedBusiness', label: 'Voorbeeld bedankmail zakelijke donatie' },
];

export function ExampleMailLinks() {
  return (
    <Stack gap="xs">
      <Title order={3} fz="h4">
        Voorbeeld-e-mails
      </Title>
      <Text size="sm" c="dimmed">
        Zo zien de e-mails eruit die klanten na het bestellen, bij de wachtlijst en donateurs na hun donatie ontvangen.
      </Text>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {EXAMPLES.map((example) => (
          <li key={example.name}>
            <Anchor href={exampleMailUrl(example.name)} target="_blank" rel="noopener">
              <Group component="span" gap={6} wrap="nowrap" display="inline-flex">
                {example.label}
                <IconExternalLink size={16} aria-hidden />
                <VisuallyHidden>(opent in een nieuw tabblad)</VisuallyHidden>
              </Group>
            </Anchor>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
