// meedoen/donaties/mijn-maandelijkse-gift?token=...: the donor's own page of a monthly gift (from the link in the
// thank-you mail, no login). It shows the amount, the next charge and the payments so far, and changes the amount
// or stops the gift in one step (both confirmed by mail). "Link kwijt?" mails a new link to the gift's address;
// the answer is the same whether or not the address gives. "Jaaroverzicht sturen" mails the gift statement of a
// year (this year or the one before) to the gift's address.
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { PlainTable } from '../../../components/plain-table';
import { SelectField, TextField } from '../../../components/public-inputs';
import { SelectChevron } from '../../../components/select-chevron';
import { ApiError, NotFoundError, ValidationError } from '../../../lib/api-errors';
import { formatDate } from '../../../lib/rules/dates';
import { formatEuro, parseEuroInput } from '../../../lib/rules/money';
import { clearAllFieldErrors, useFieldError } from '../../../lib/stores/field-errors-store';
import {
  changeGiftAmount,
  type GiftPage,
  getGift,
  sendGiftLink,
  sendGiftStatement,
  stopGift,
} from '../api/monthly-gift';
import { AMOUNT_INVALID } from '../donation-form';
import { GIFT_FAILED, giftProblemText } from '../gift-problem';
import { MY_GIFT_SCREEN } from '../gift-texts';

const CHANGED = 'Uw maandelijkse gift is gewijzigd. U ontvangt een bevestiging per e-mail.';
const STOPPED = 'Uw maandelijkse gift is gestopt. Er wordt niets meer afgeschreven. U ontvangt een bevestiging per e-mail.';


export function MyGiftPage() {
  const [params] = useSearchParams();
  const token = params.get(MY_GIFT_SCREEN.token) ?? '';
  const [gift, setGift] = useState<GiftPage | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [loading, setLoading] = useState(Boolean(token));

  useEffect(() => {
    if (!token) return undefined;
    let cancelled = false;
    getGift(token).then(
      (found) => {
        if (cancelled) return;
        setGift(found);
        setLoading(false);
      },
      (error: unknown) => {
        if (cancelled) return;
        setProblem(error instanceof NotFoundError || error instanceof ApiError ? giftProblemText(error) : GIFT_FAILED);
        setLoading(false);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [token]);

  return (
    <Stack gap="lg" maw={760}>
      {/* Without a token the heading and "Link kwijt?" stand as in the server's first paint (decision 0125). */}
      <PageHeading title={MY_GIFT_SCREEN.title} description={MY_GIFT_SCREEN.description} />
      {loading && <Loader aria-label="Uw gift wordt geladen" />}
      <Answer sent={notice} failure={problem} />
      {gift && (
        <GiftDetails
          gift={gift}
          token={token}
          onChanged={(changed, message) => {
            setGift(changed);
            setProblem(null);
            setNotice(message);
          }}
          onProblem={(message) => {
            setNotice(null);
            setProblem(message);
          }}
        />
      )}
      {!loading && <LostLink />}
    </Stack>
  );
}

interface DetailsProps {
  gift: GiftPage;
  token: string;
  onChanged: (gift: GiftPage, message: string) => void;
  onProblem: (message: string | null) => void;
}

function GiftDetails({ gift, token, onChanged, onProblem }: DetailsProps) {
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const amountError = useFieldError('bedrag');
  const [ownError, setOwnError] = useState<string | null>(null);
  const active = gift.status === 'actief';
  const running = gift.status !== 'gestopt';

  async function change(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    clearAllFieldErrors();
    setOwnError(null);
    const cents = parseEuroInput(amount);
    if (cents === null) {
      setOwnError(AMOUNT_INVALID);
      return;
    }
    setBusy(true);
    try {
      onChanged(await changeGiftAmount(token, cents), CHANGED);
      setAmount('');
    } catch (error) {
      if (!(error instanceof ValidationError)) onProblem(giftProblemText(error));
    } finally {
      setBusy(false);
    }
  }

  async function stop(): Promise<void> {
    setBusy(true);
    try {
      onChanged(await stopGift(token), STOPPED);
    } catch (error) {
      onProblem(giftProblemText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text>
          Van: <strong>{gift.bedrijfsnaam ? `${gift.naam} (${gift.bedrijfsnaam})` : gift.naam}</strong>
        </Text>
        <Text>
          Bedrag per maand: <strong data-testid="gift-amount">{formatEuro(gift.bedrag)}</strong>
        </Text>
        <Text>
          Status: <strong data-testid="gift-status">{gift.status_label}</strong>
        </Text>
        {gift.next_date && (
          <Text>
            Volgende afschrijving: <strong>{formatDate(gift.next_date)}</strong>
          </Text>
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Betalingen
        </Title>
        {/* Four short columns fit a phone: no scrolling region (it would need to be focusable). Mantine's striped
            Table as plain markup (decision 0122). */}
        <PlainTable
          head={['Datum', 'Bedrag', 'Soort', 'Status']}
          rows={gift.payments.map((payment, index) => ({
            key: `${payment.datum}-${index}`,
            cells: [
              formatDate(payment.datum),
              formatEuro(payment.bedrag),
              payment.maandelijks ? 'Maandelijks' : 'Eerste betaling',
              payment.status_label,
            ],
          }))}
        />
      </Stack>
      <YearStatement token={token} />
      {active && (
        <form onSubmit={(event) => void change(event)} noValidate aria-label="Bedrag wijzigen">
          <Stack gap="xs">
            <Title order={2} size="h4">
              Bedrag wijzigen
            </Title>
            <TextField
              size="sm"
              name="bedrag"
              label="Nieuw bedrag per maand in euro"
              placeholder="Bijvoorbeeld 10,00"
              inputMode="decimal"
              maw={240}
              value={amount}
              error={ownError ?? amountError}
              onChange={(event) => {
                setOwnError(null);
                setAmount(event.currentTarget.value);
              }}
            />
            <Group>
              <Button type="submit" loading={busy}>
                Bedrag wijzigen
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {running && (
        <Stack gap="xs">
          <Title order={2} size="h4">
            Stoppen
          </Title>
          <Text size="sm">Na het stoppen wordt er niets meer afgeschreven. U kunt later altijd opnieuw beginnen.</Text>
          <Group>
            <Button color="red.9" variant="outline" loading={busy} onClick={() => void stop()}>
              Maandelijkse gift stoppen
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

/** A small form that asks for a mail: its answer (or problem) and whether it is on its way. A 422 shows at the
 * field (the field errors store), anything else as the problem. */
function useSending() {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function submit(ask: () => Promise<string>): (event: FormEvent<HTMLFormElement>) => Promise<void> {
    return async (event) => {
      event.preventDefault();
      clearAllFieldErrors();
      setSent(null);
      setFailure(null);
      setBusy(true);
      try {
        setSent(await ask());
      } catch (caught) {
        if (!(caught instanceof ValidationError)) setFailure(giftProblemText(caught));
      } finally {
        setBusy(false);
      }
    };
  }

  return { sent, failure, busy, submit };
}

function Answer({ sent, failure }: { sent: string | null; failure: string | null }) {
  return (
    <>
      {sent && (
        <Alert color="green" variant="light" role="status">
          {sent}
        </Alert>
      )}
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
    </>
  );
}

function YearStatement({ token }: { token: string }) {
  const thisYear = new Date().getFullYear();
  const years = [thisYear, thisYear - 1].map(String);
  const [year, setYear] = useState(String(thisYear - 1));
  const { sent, failure, busy, submit } = useSending();
  const error = useFieldError('year');
  const send = submit(async () => (await sendGiftStatement(token, Number(year))).message);

  return (
    <form onSubmit={(event) => void send(event)} noValidate aria-label="Jaaroverzicht sturen">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Jaaroverzicht
        </Title>
        <Text size="sm">
          Wij sturen u een overzicht van al uw giften in een jaar, voor uw belastingaangifte, naar het e-mailadres van
          uw gift.
        </Text>
        <SelectField
          size="sm"
          selector="NativeSelect"
          name="year"
          label="Jaar"
          maw={160}
          value={year}
          error={error}
          rightSection={<SelectChevron error={!!error} />}
          onChange={(event) => setYear(event.currentTarget.value)}
        >
          {years.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
        <Group>
          <Button type="submit" variant="light" loading={busy}>
            Jaaroverzicht sturen
          </Button>
        </Group>
        <Answer sent={sent} failure={failure} />
      </Stack>
    </form>
  );
}

function LostLink() {
  const [email, setEmail] = useState('');
  const { sent, failure, busy, submit } = useSending();
  const error = useFieldError('email');
  const send = submit(async () => (await sendGiftLink(email)).message);
  const words = MY_GIFT_SCREEN.lostLink;

  return (
    <form onSubmit={(event) => void send(event)} noValidate aria-label={words.title}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {words.title}
        </Title>
        <Text size="sm">{words.text}</Text>
        <TextField
          size="sm"
          name="email"
          type="email"
          label={words.label}
          autoComplete="email"
          maw={360}
          value={email}
          error={error}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <Group>
          <Button type="submit" variant="light" loading={busy}>
            {words.button}
          </Button>
        </Group>
        <Answer sent={sent} failure={failure} />
      </Stack>
    </form>
  );
}
