// meedoen/donaties/bedankt-voor-uw-donatie: thanks the donor (the payment's status from the server) and goes on to
// the page of setting redirect_after_donation (on this site only) after a visible countdown.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { HtmlText } from '../../../components/html-text';
import { PageSkeleton } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { formatEuro } from '../../../lib/rules/money';
import { useTextVariable } from '../../../lib/settings';
import { type DonationState, getDonationStatus } from '../api/donation-status';
import { safeRedirect, THANKS_SECONDS } from '../donation-form';
import { plural } from '../../../lib/rules/counted';

const POLL_MS = 2000;
const MAX_POLLS = 10;
const NOT_PAID = new Set(['mislukt', 'geannuleerd', 'verlopen']);

export function ThanksPage() {
  const [params] = useSearchParams();
  const uuid = params.get('donatie') ?? '';
  const [donation, setDonation] = useState<DonationState | null>(null);
  const [unknown, setUnknown] = useState(uuid === '');
  const text = useTextVariable('donatie_bedankt_tekst');

  useEffect(() => {
    if (!uuid) return;
    let cancelled = false;
    let polls = 0;
    let timer: number | undefined;
    const check = () => {
      getDonationStatus(uuid).then(
        (state) => {
          if (cancelled) return;
          setDonation(state);
          if ((state.status === 'open' || state.status === 'in_behandeling') && ++polls < MAX_POLLS) {
            timer = window.setTimeout(check, POLL_MS);
          }
        },
        () => {
          if (!cancelled) setUnknown(true);
        },
      );
    };
    check();
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [uuid]);

  const failed = donation !== null && NOT_PAID.has(donation.status);
  return (
    <Stack gap="md" align="flex-start" maw={720}>
      <PageHeading title={failed ? 'Donatie niet gelukt' : 'Bedankt voor uw donatie'} />
      {!donation && !unknown && <PageSkeleton lines={2} />}
      {donation?.status === 'betaald' && (
        <Text size="lg" data-testid="donation-thanks">
          Hartelijk dank voor uw donatie van {formatEuro(donation.bedrag)}!
        </Text>
      )}
      {donation && (donation.status === 'open' || donation.status === 'in_behandeling') && (
        <Alert color="blue" variant="light" role="status">
          Uw betaling wordt nog verwerkt. Zodra wij de betaling hebben ontvangen, is uw donatie definitief.
        </Alert>
      )}
      {failed && (
        <>
          <Alert color="orange" variant="light" role="status">
            Uw betaling is niet gelukt of afgebroken. Er is niets afgeschreven.
          </Alert>
          <Button component={Link} to="/meedoen/doneren" size="md">
            Opnieuw proberen
          </Button>
        </>
      )}
      {!failed && (donation || unknown) && (
        <>
          {text && <HtmlText html={text} />}
          <Countdown />
        </>
      )}
    </Stack>
  );
}

function Countdown() {
  const navigate = useNavigate();
  const target = safeRedirect(useTextVariable('redirect_after_donation') || '/');
  const targetRef = useRef(target);
  targetRef.current = target;
  const [left, setLeft] = useState(THANKS_SECONDS);

  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, THANKS_SECONDS - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        window.clearInterval(timer);
        void navigate(targetRef.current);
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [navigate]);

  return (
    <>
      <Text data-testid="countdown">
        U wordt over <strong>{left}</strong> {plural(left, 'seconde', 'seconden')} doorgestuurd.
      </Text>
      <Button component={Link} to={target} variant="default">
        Verder
      </Button>
    </>
  );
}
