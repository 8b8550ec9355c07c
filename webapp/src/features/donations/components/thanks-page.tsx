// meedoen/donaties/bedankt-voor-uw-donatie: the page the payment returns to. It asks the server how the payment went
// and at once sends the visitor on to the page of setting redirect_after_donation (on this site only; spec doc 1
// section 2), with one thank-you message in the flash banner's live region, which screen readers announce on the
// new page too. A failed or cancelled payment stays here with 'Opnieuw proberen'.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { descriptionFromHtml } from '../../../lib/page-meta';
import { findHtmlVariable, findVariable, useSettings } from '../../../lib/settings';
import { showFlash } from '../../../lib/stores/flash-store';
import { type DonationState, getDonationStatus } from '../api/donation-status';
import { safeRedirect, thanksMessage, THANKS_NOTICE_MS } from '../donation-form';

const POLL_MS = 1500;
/** A payment the webhook has not confirmed yet is asked about a few times (a few seconds), then thanked as pending. */
const MAX_POLLS = 3;
const NOT_PAID = new Set(['mislukt', 'geannuleerd', 'verlopen']);
/**
 * The page holds at least a screen's height, so the footer stands below the first screen: when the page of
 * redirect_after_donation replaces it (or the failed payment's notice the waiting line), nothing in view moves
 * (issue 24: CLS 0.53 when the footer jumped down as the next page rendered; decision 0122).
 */
const SCREEN = '100vh';
const PENDING = new Set(['open', 'in_behandeling']);

export function ThanksPage() {
  const [params] = useSearchParams();
  const uuid = params.get('donatie') ?? '';
  const navigate = useNavigate();
  const settings = useSettings().data;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!settings) return undefined; // the target and the text come from the settings
    let cancelled = false;
    let polls = 0;
    let timer: number | undefined;
    const sendOn = (donation: DonationState | null) => {
      const text = descriptionFromHtml(findHtmlVariable(settings, 'donatie_bedankt_tekst'), 1000);
      showFlash(thanksMessage(donation, text), { color: 'green', duration: THANKS_NOTICE_MS });
      void navigate(safeRedirect(findVariable(settings, 'redirect_after_donation') || '/'), { replace: true });
    };
    const check = () => {
      getDonationStatus(uuid).then(
        (donation) => {
          if (cancelled) return;
          if (NOT_PAID.has(donation.status)) setFailed(true);
          else if (PENDING.has(donation.status) && ++polls < MAX_POLLS) timer = window.setTimeout(check, POLL_MS);
          else sendOn(donation);
        },
        () => {
          if (!cancelled) sendOn(null);
        },
      );
    };
    if (uuid) check();
    else sendOn(null);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [settings, uuid, navigate]);

  if (failed) {
    return (
      <Stack gap="md" align="flex-start" maw={720} mih={SCREEN}>
        <PageHeading title="Donatie niet gelukt" />
        <Alert color="orange" variant="light" role="status">
          Uw betaling is niet gelukt of afgebroken. Er is niets afgeschreven.
        </Alert>
        <Button component={Link} to="/meedoen/doneren" size="md">
          Opnieuw proberen
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md" align="flex-start" maw={720} mih={SCREEN}>
      <PageHeading title="Uw donatie" />
      <Text role="status">Een moment, wij kijken of uw betaling is gelukt…</Text>
    </Stack>
  );
}
