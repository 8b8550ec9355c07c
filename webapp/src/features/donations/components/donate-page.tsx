// meedoen/doneren: amount (5, 10, 25 euro or another amount), iDEAL, anonymous and business switches, the donor's
// details with the address lookup, and 'Doneren', after which the browser goes to the payment page.
import { Alert, Box, Button, Group, Stack, Title } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { FormErrorSummary } from '../../../components/form-error-summary';
import { focusFirstInvalid, refuseIncomplete } from '../../../components/form-errors';
import { HtmlText } from '../../../components/html-text';
import { PageCarousel } from '../../../components/page-carousel';
import { PageHeading } from '../../../components/page-heading';
import { PrivacyNote } from '../../../components/privacy-note';
import {
  bindField,
  Chip,
  FieldCol,
  FieldGrid,
  PublicFieldInput as FieldInput,
  Radio,
  RadioGroup,
  Switch,
  TextField,
} from '../../../components/public-inputs';
import { useAddressLookup } from '../../../components/use-address-lookup';
import { ValidationError } from '../../../lib/api-errors';
import { pageDescription } from '../../../lib/page-meta';
import { formatEuroDash } from '../../../lib/rules/money';
import { useTextVariable } from '../../../lib/settings';
import {
  clearAllFieldErrors,
  clearFieldError,
  useFieldError,
} from '../../../lib/stores/field-errors-store';
import { donate } from '../api/donate';
import {
  type AmountChoice,
  amountProblem,
  canLookUpAddress,
  clearedPersonal,
  DONATE_PAGE,
  donateFailure,
  type DonationDraft,
  donationBody,
  EMPTY_DONATION,
  MONTHLY_NOTE,
  type Periodiek,
  PERIODS,
  type PersonalField,
  PRESET_AMOUNTS,
} from '../donation-form';

export function DonatePage() {
  const intro = useTextVariable(DONATE_PAGE.variable);
  const [draft, setDraft] = useState<DonationDraft>(EMPTY_DONATION);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const change = (changes: Partial<DonationDraft>) => setDraft((current) => ({ ...current, ...changes }));

  async function send(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    clearAllFieldErrors();
    const problem = amountProblem(draft);
    if (refuseIncomplete(formRef.current, problem ? { bedrag: problem } : {})) return;
    setSending(true);
    try {
      const url = await donate(donationBody(draft));
      window.location.assign(url);
    } catch (error) {
      if (error instanceof ValidationError) focusFirstInvalid(formRef.current);
      setFailure(donateFailure(error));
      setSending(false);
    }
  }

  return (
    <Stack gap="lg" maw={760}>
      {/* Heading, pictures and text stand as in the server's first paint (app/first-paint-pages.ts): no shift. */}
      <Stack gap="md">
        <PageHeading title={DONATE_PAGE.title} description={pageDescription('/meedoen/doneren')} />
        <PageCarousel category={DONATE_PAGE.category} label={DONATE_PAGE.title} />
        {intro && <HtmlText html={intro} />}
      </Stack>
      <Box
        component="form"
        ref={formRef}
        onSubmit={(event: FormEvent<HTMLFormElement>) => void send(event)}
        noValidate
        aria-label="Donatieformulier"
      >
        <Stack gap="lg">
          <PeriodPicker draft={draft} onChange={change} />
          <AmountPicker draft={draft} onChange={change} />
          <RadioGroup name="betaal_methode" label="Betaalmethode" value="ideal">
            <Radio value="ideal" label="iDEAL" mt="xs" />
          </RadioGroup>
          <Stack gap="sm">
            {draft.periodiek === 'eenmalig' && (
              <Switch
                name="anoniem"
                label="Anoniem doneren"
                description="Wij bewaren dan geen gegevens van u en sturen geen bevestiging."
                checked={draft.anoniem}
                onChange={(event) => {
                  const anoniem = event.currentTarget.checked;
                  change(anoniem ? { ...clearedPersonal(), anoniem, zakelijk: false } : { anoniem });
                }}
              />
            )}
            {!draft.anoniem && (
              <Switch
                name="zakelijk"
                label="Zakelijke donatie"
                checked={draft.zakelijk}
                onChange={(event) => change({ zakelijk: event.currentTarget.checked })}
              />
            )}
          </Stack>
          {!draft.anoniem && <DonorFields draft={draft} onChange={change} />}
          <PrivacyNote purpose="Wij gebruiken uw gegevens alleen voor de afhandeling van uw donatie en de bedankbrief." />
          <FormErrorSummary />
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <Group>
            <Button type="submit" size="lg" loading={sending}>
              Doneren
            </Button>
          </Group>
        </Stack>
      </Box>
    </Stack>
  );
}

function PeriodPicker({ draft, onChange }: { draft: DonationDraft; onChange: (c: Partial<DonationDraft>) => void }) {
  const error = useFieldError('periodiek');
  return (
    <RadioGroup
      name="periodiek"
      label="Hoe vaak wilt u geven?"
      value={draft.periodiek}
      error={error}
      description={draft.periodiek === 'maandelijks' ? MONTHLY_NOTE : undefined}
      onChange={(value) => {
        clearFieldError('periodiek');
        const periodiek = value as Periodiek;
        onChange(periodiek === 'maandelijks' ? { periodiek, anoniem: false } : { periodiek });
      }}
    >
      <Group gap="lg" mt="xs">
        {PERIODS.map((period) => (
          <Radio key={period.value} value={period.value} label={period.label} data-field="periodiek" />
        ))}
      </Group>
    </RadioGroup>
  );
}

function AmountPicker({ draft, onChange }: { draft: DonationDraft; onChange: (c: Partial<DonationDraft>) => void }) {
  const error = useFieldError('bedrag');
  const choose = (value: string) => {
    clearFieldError('bedrag');
    onChange({ amount: value as AmountChoice });
  };
  return (
    <Stack gap="xs" role="group" aria-labelledby="bedrag-label">
      <Title order={2} size="h4" id="bedrag-label">
        Bedrag
      </Title>
      <Group gap="sm">
        {PRESET_AMOUNTS.map((cents, index) => (
          <Chip
            key={cents}
            value={String(cents)}
            name="bedrag-keuze"
            checked={draft.amount === String(cents)}
            onChange={choose}
            data-field={index === 0 && draft.amount !== 'custom' ? 'bedrag' : undefined}
          >
            {formatEuroDash(cents)}
          </Chip>
        ))}
        <Chip value="custom" name="bedrag-keuze" checked={draft.amount === 'custom'} onChange={choose}>
          Ander bedrag
        </Chip>
      </Group>
      {draft.amount === 'custom' && (
        <TextField
          name="bedrag"
          label="Bedrag in euro"
          placeholder="Bijvoorbeeld 12,50"
          inputMode="decimal"
          maw={240}
          value={draft.customAmount}
          error={error}
          onChange={(event) => {
            clearFieldError('bedrag');
            onChange({ customAmount: event.currentTarget.value });
          }}
        />
      )}
      {draft.amount !== 'custom' && error && (
        <p className="m_8f816625 mantine-InputWrapper-error" role="alert">
          {error}
        </p>
      )}
    </Stack>
  );
}

function DonorFields({ draft, onChange }: { draft: DonationDraft; onChange: (c: Partial<DonationDraft>) => void }) {
  const { lookUpAddress, message } = useAddressLookup(canLookUpAddress(draft) ? draft : null, { onFound: onChange });
  const field = (name: PersonalField) => bindField<PersonalField>(draft, name, onChange);

  return (
    <FieldGrid>
      {draft.zakelijk && (
        <FieldCol>
          <FieldInput
            label="Bedrijfsnaam"
            autoComplete="organization"
            required
            data-required-message="Vul de naam van uw bedrijf in."
            {...field('bedrijfsnaam')}
          />
        </FieldCol>
      )}
      <FieldCol sm={6}>
        <FieldInput label="Voornaam" autoComplete="given-name" required {...field('voornaam')} />
      </FieldCol>
      <FieldCol sm={6}>
        <FieldInput label="Achternaam" autoComplete="family-name" required {...field('achternaam')} />
      </FieldCol>
      <FieldCol>
        <FieldInput
          label="E-mailadres"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          {...field('email')}
        />
      </FieldCol>
      <FieldCol span={7} sm={6}>
        <FieldInput
          label="Postcode"
          autoComplete="postal-code"
          placeholder="1234 AB"
          onBlur={lookUpAddress}
          {...field('postcode')}
        />
      </FieldCol>
      <FieldCol span={5} sm={6}>
        <FieldInput label="Huisnummer" onBlur={lookUpAddress} {...field('huisnummer')} />
      </FieldCol>
      <FieldCol sm={6}>
        <FieldInput
          label="Straat"
          autoComplete="address-line1"
          description={message ?? undefined}
          {...field('straat')}
        />
      </FieldCol>
      <FieldCol sm={6}>
        <FieldInput label="Plaats" autoComplete="address-level2" {...field('plaats')} />
      </FieldCol>
    </FieldGrid>
  );
}
