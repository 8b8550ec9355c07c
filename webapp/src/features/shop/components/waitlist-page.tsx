// dagelijkse-soep/wachtlijst?token=...: the wish behind a waitlist mail's link (issue 26 item 2). With an open
// offer one button turns the held portions into an order; a waiting person can leave the list.
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { type WaitlistStatus, acceptOffer, getWaitlistStatus, leaveWaitlist } from '../api/waitlist';
import { WAITLIST_ACTION_FAILED, waitlistProblems } from '../waitlist-problems';

function untilText(moment: string | null | undefined): string {
  if (!moment) return '';
  return new Date(moment).toLocaleTimeString('nl-NL', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Amsterdam',
  });
}

function describe(wish: WaitlistStatus): string {
  const what = `${wish.porties ?? 0} porties ${wish.soep ?? ''} voor ${wish.dag ?? ''}`;
  switch (wish.status) {
    case 'wachtend':
      return `U staat op de wachtlijst voor ${what}. Komen er porties vrij, dan krijgt u een mail.`;
    case 'aanbod':
      return `Er liggen ${what} voor u klaar, tot ${untilText(wish.aanbod_tot)} uur.`;
    case 'genomen':
      return `U heeft het aanbod aangenomen: dit is bestelling ${wish.bestelnummer ?? ''}. De bevestiging komt per mail.`;
    case 'verlopen':
      return 'Dit aanbod is verlopen: de porties zijn doorgegeven aan de volgende op de wachtlijst.';
    case 'verlaten':
      return 'U staat niet meer op de wachtlijst.';
    case 'gesloten':
      return 'De wachtlijst voor deze besteldag is gesloten.';
    default:
      return 'Deze link is niet (meer) geldig.';
  }
}

export function WaitlistPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [wish, setWish] = useState<WaitlistStatus | null>(token ? null : { status: 'onbekend' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    getWaitlistStatus(token)
      .then((found) => live && setWish(found))
      .catch(() => live && setWish({ status: 'onbekend' }));
    return () => {
      live = false;
    };
  }, [token]);

  async function send(action: () => Promise<WaitlistStatus>) {
    setBusy(true);
    setProblem(null);
    try {
      setWish(await action());
    } catch (error) {
      setProblem(waitlistProblems(error, WAITLIST_ACTION_FAILED)[0] ?? null);
      getWaitlistStatus(token)
        .then(setWish)
        .catch(() => undefined);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="md" maw={720}>
      <PageHeading title="Wachtlijst" />
      {wish === null && <Loader aria-label="Wachtlijst laden" />}
      {wish && (
        <>
          {wish.melding && wish.status !== 'onbekend' && (
            <Alert color="green" variant="light" role="status">
              {wish.melding}
            </Alert>
          )}
          <Text data-testid="waitlist-status" data-status={wish.status}>
            {describe(wish)}
          </Text>
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          {wish.status === 'aanbod' && (
            <Button size="lg" disabled={busy} onClick={() => void send(() => acceptOffer(token))}>
              Bestelling plaatsen
            </Button>
          )}
          {(wish.status === 'wachtend' || wish.status === 'aanbod') && (
            <Button
              size="lg"
              variant="outline"
              color="red"
              disabled={busy}
              onClick={() => void send(() => leaveWaitlist(token))}
            >
              Van de wachtlijst af
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
