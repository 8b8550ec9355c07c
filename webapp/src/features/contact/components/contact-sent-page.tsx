// contact-formulier-verzonden: thanks, with a visible countdown; home after 10 seconds (spec doc 1 section 4).
import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { RETURN_HOME_SECONDS, SENT_SCREEN, secondsLeft } from '../contact-form';
import { plural } from '../../../lib/rules/counted';

export function ContactSentPage() {
  const navigate = useNavigate();
  const startedAt = useRef(Date.now());
  const [left, setLeft] = useState(RETURN_HOME_SECONDS);

  useEffect(() => {
    const timer = window.setInterval(() => {
      const remaining = secondsLeft(startedAt.current, Date.now());
      setLeft(remaining);
      if (remaining === 0) {
        window.clearInterval(timer);
        void navigate('/');
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [navigate]);

  return (
    <Stack gap="md" align="flex-start" maw={720}>
      <PageHeading title={SENT_SCREEN.title} />
      <Text size="lg">{SENT_SCREEN.thanks}</Text>
      <Text data-testid="countdown">
        {SENT_SCREEN.countdownBefore}
        <strong>{left}</strong>
        {` ${plural(left, SENT_SCREEN.second, SENT_SCREEN.seconds)}${SENT_SCREEN.countdownAfter}`}
      </Text>
      <Button component={Link} to="/" size="md">
        {SENT_SCREEN.button}
      </Button>
    </Stack>
  );
}
