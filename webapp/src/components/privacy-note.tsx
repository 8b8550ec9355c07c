// The line under every form that asks for personal data: what we use it for and a link to the privacy statement
// (the page 'privacy', text editable by managers; docs/decisions/0017-privacy.md).
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PRIVACY_NOTE_WORDS } from './privacy-note-words';

export const PRIVACY_STATEMENT_PATH = '/privacy';

export function PrivacyNote({ purpose }: { purpose: string }) {
  return (
    <Text size="sm">
      {purpose} {PRIVACY_NOTE_WORDS.before}{' '}
      <Anchor component={Link} to={PRIVACY_STATEMENT_PATH}>
        {PRIVACY_NOTE_WORDS.link}
      </Anchor>
      .
    </Text>
  );
}
