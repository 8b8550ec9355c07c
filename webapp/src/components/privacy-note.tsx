// The line under every form that asks for personal data: what we use it for and a link to the privacy statement
// (the page 'privacy', text editable by managers; docs/decisions/0017-privacy.md).
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

export const PRIVACY_STATEMENT_PATH = '/privacy';

export function PrivacyNote({ purpose }: { purpose: string }) {
  return (
    <Text size="sm">
      {purpose} Lees onze{' '}
      <Anchor component={Link} to={PRIVACY_STATEMENT_PATH}>
        privacyverklaring
      </Anchor>
      .
    </Text>
  );
}
