// The one "U heeft geen toegang" panel: a managers-only screen opened by other staff (through a link or the address
// bar) shows this instead of controls that the server would refuse anyway.
import { Alert, Anchor, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeading } from './page-heading';
import { WARNING_TEXT } from './warning-text';

export const NO_ACCESS_TITLE = 'U heeft geen toegang';
export const NO_ACCESS_TEXT = 'Dit onderdeel is alleen voor beheerders. Vraag een beheerder als u hier iets nodig heeft.';

export function NoAccessPanel({ heading = true, text = NO_ACCESS_TEXT }: { heading?: boolean; text?: string }) {
  return (
    <>
      {heading && <PageHeading title={NO_ACCESS_TITLE} />}
      <Alert
        color="orange"
        variant="light"
        icon={<IconLock size={20} aria-hidden />}
        title={heading ? undefined : NO_ACCESS_TITLE}
        data-testid="no-access"
        maw={640}
        // The light variant draws the title in orange-6, below 4.5:1 on its own background.
        styles={{ title: { color: WARNING_TEXT } }}
      >
        <Text size="sm">{text}</Text>
        {heading && (
          <Anchor component={Link} to="/admin/bestellingen" size="sm" c="soep.9">
            Naar de bestellingen
          </Anchor>
        )}
      </Alert>
    </>
  );
}
