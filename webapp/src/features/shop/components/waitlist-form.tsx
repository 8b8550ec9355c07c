// "Zet mij op de wachtlijst" under a sold-out soup of an open order day (issue 26 item 2): the checkout's customer
// details and the wanted portions. Loaded only when opened, so the product page stays light.
import { Alert, Button, Card, Checkbox, NumberInput, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useAddressLookup } from '../../../components/use-address-lookup';
import { type WaitlistStatus, joinWaitlist } from '../api/waitlist';
import { type CustomerDetails, canLookUpAddress, emptyDetails, readRememberedDetails } from '../customer-details';
import { WAITLIST_JOIN_FAILED, waitlistProblems } from '../waitlist-problems';
import { CustomerFields } from './customer-fields';
import { useDeliverySettings } from './use-delivery-settings';

interface WaitlistFormProps {
  rowId: number;
  naam: string;
  date: string;
  max: number;
}

export function WaitlistForm({ rowId, naam, date, max }: WaitlistFormProps) {
  const delivery = useDeliverySettings();
  const [details, setDetails] = useState<CustomerDetails>(
    () => readRememberedDetails(window.localStorage) ?? emptyDetails(),
  );
  const changeDetails = (changes: Partial<CustomerDetails>) => setDetails((current) => ({ ...current, ...changes }));
  const lookup = useAddressLookup(canLookUpAddress(details) ? details : null, { onFound: changeDetails });
  const options = [
    ...(delivery.pickupEnabled ? ['ophalen'] : []),
    ...(delivery.shippingEnabled ? ['bezorgen'] : []),
  ];
  const [option, setOption] = useState('');
  const chosen = options.length === 1 ? (options[0] ?? '') : option;
  const [amount, setAmount] = useState(1);
  const [terms, setTerms] = useState(false);
  const [sending, setSending] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [done, setDone] = useState<WaitlistStatus | null>(null);

  if (done) {
    return (
      <Alert color="green" variant="light" role="status" data-testid="waitlist-joined">
        {done.melding ?? 'U staat op de wachtlijst.'} U krijgt een mail met een link om u weer af te melden.
      </Alert>
    );
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSending(true);
    setProblems([]);
    try {
      setDone(
        await joinWaitlist({
          ...details,
          bezorg_optie: chosen,
          opmerking: '',
          voorwaarden: terms,
          orderday_product_id: rowId,
          hoeveelheid: amount,
        }),
      );
    } catch (error) {
      setProblems(waitlistProblems(error, WAITLIST_JOIN_FAILED));
    } finally {
      setSending(false);
    }
  }

  return (
    <Card withBorder padding="md" radius="md" component="form" onSubmit={(event) => void submit(event)}>
      <Stack gap="sm">
        <Text fw={700}>
          Wachtlijst voor {naam} op {date}
        </Text>
        <Text size="sm">
          Komen er porties vrij, dan krijgt de eerste op de wachtlijst een mail. Wij houden de porties dan even voor u
          vast; met één klik maakt u er een bestelling van.
        </Text>
        <NumberInput
          label="Aantal porties"
          min={1}
          max={max}
          value={amount}
          onChange={(value) => setAmount(typeof value === 'number' ? value : 1)}
          allowDecimal={false}
        />
        <CustomerFields details={details} onChange={changeDetails} lookup={lookup} />
        {options.length > 1 && (
          <Radio.Group name="bezorg_optie" label="Hoe wilt u de soep ontvangen?" value={option} onChange={setOption}>
            <Stack gap="xs" mt="xs">
              <Radio value="ophalen" label="Ophalen" />
              <Radio value="bezorgen" label="Bezorgen" />
            </Stack>
          </Radio.Group>
        )}
        <Checkbox
          checked={terms}
          onChange={(event) => setTerms(event.currentTarget.checked)}
          label="Ik ga akkoord met de voorwaarden"
        />
        {problems.length > 0 && (
          <Alert color="red" variant="light" role="alert">
            {problems.map((problem) => (
              <Text key={problem} size="sm">
                {problem}
              </Text>
            ))}
          </Alert>
        )}
        <Button type="submit" size="lg" loading={sending}>
          Zet mij op de wachtlijst
        </Button>
      </Stack>
    </Card>
  );
}
