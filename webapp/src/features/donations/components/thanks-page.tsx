// meedoen/donaties/bedankt-voor-uw-donatie: the page the payment returns to. Its loader asks the server how the
// payment went and sends the visitor on to the page of setting redirect_after_donation (on this site only; spec doc 1
// section 2), with one thank-you message in the flash banner. A failed or cancelled payment stays here with 'Opnieuw
// proberen'.
//
// The loader runs before the app renders anything (decision 0125): while it asks, the visitor sees the server's first
// paint of the waiting view (THANKS_SCREEN; without `?donatie` the server paints the next page itself), and the app's
// first render is the next page with its banner, or this page's failed view. The waiting view is never the app's own,
// so nothing the app drew moves when the banner arrives above the header (it did: CLS 0.093 when the app drew the
// waiting view, then the banner and the next page).
import { Alert, Button, Stack } from '@mantine/core';
import { Link, type LoaderFunctionArgs, replace } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { descriptionFromHtml } from '../../../lib/page-meta';
import { findHtmlVariable, findVariable, type SiteSettings, settingsQuery } from '../../../lib/settings';
import { showFlash } from '../../../lib/stores/flash-store';
import { type DonationState, getDonationStatus } from '../api/donation-status';
import { safeRedirect, thanksMessage, THANKS_NOTICE_MS } from '../donation-form';
import { THANKS_SCREEN } from '../thanks-texts';

/** A payment the webhook has not confirmed yet is asked about a few times (two seconds), then thanked as pending;
 * within the three seconds the app waits for its router on a page with a first paint (lib/first-paint.ts). */
export const POLL_MS = 1000;
export const MAX_POLLS = 3;
const NOT_PAID = new Set(['mislukt', 'geannuleerd', 'verlopen']);
const PENDING = new Set(['open', 'in_behandeling']);
/**
 * The failed view holds at least a screen's height, so the footer stands below the first screen, as in the server's
 * first paint of the waiting view (issue 24, decision 0122).
 */
const SCREEN = '100vh';

export const FAILED_TITLE = 'Donatie niet gelukt';
export const FAILED_MESSAGE = 'Uw betaling is niet gelukt of afgebroken. Er is niets afgeschreven.';
const FAILED_MESSAGE_ID = 'donation-failed-message';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The payment's state once it is settled or after MAX_POLLS asks; null when the server could not tell. */
async function settledDonation(uuid: string): Promise<DonationState | null> {
  for (let poll = 1; ; poll += 1) {
    let donation: DonationState;
    try {
      donation = await getDonationStatus(uuid);
    } catch {
      return null;
    }
    if (!PENDING.has(donation.status) || poll >= MAX_POLLS) return donation;
    await pause(POLL_MS);
  }
}

/** 'failed' for a payment that did not go through (this page shows it); otherwise the redirect to the next page, after
 * the thank-you message has been put in the flash banner. */
export async function thanksLoader({ request }: LoaderFunctionArgs): Promise<Response | 'failed'> {
  const uuid = new URL(request.url).searchParams.get(THANKS_SCREEN.waitsFor) ?? '';
  const donation = uuid ? await settledDonation(uuid) : null;
  if (donation && NOT_PAID.has(donation.status)) return 'failed';
  let settings: SiteSettings | undefined;
  try {
    settings = await settingsQuery.load(); // embedded in the page: no request
  } catch {
    settings = undefined; // the banner's own thanks and home: the settings' error shows on that page
  }
  const text = descriptionFromHtml(findHtmlVariable(settings, 'donatie_bedankt_tekst'), 1000);
  showFlash(thanksMessage(donation, text), { color: 'green', duration: THANKS_NOTICE_MS });
  // replace: Back from the next page does not return here (and send the visitor on again).
  return replace(safeRedirect(findVariable(settings, THANKS_SCREEN.sendsOnTo) || '/'));
}

/** Only a payment that did not go through is shown here (the loader sends every other visitor on). */
export function ThanksPage() {
  return (
    <Stack gap="md" align="flex-start" maw={720} mih={SCREEN}>
      {/* The view comes with the page (the app's first render), too early for a live region to be read: the heading
          takes the focus and is read with the message (decision 0129). */}
      <PageHeading title={FAILED_TITLE} focusWith={{ describedBy: FAILED_MESSAGE_ID }} />
      <Alert color="orange" variant="light" id={FAILED_MESSAGE_ID} role="note">
        {FAILED_MESSAGE}
      </Alert>
      <Button component={Link} to="/meedoen/doneren" size="md">
        Opnieuw proberen
      </Button>
    </Stack>
  );
}
