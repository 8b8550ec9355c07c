// The panel's controls: three switches saved on change (switching one off asks first) and the closed message.
import { Alert, Button, Divider, Group, Stack, Switch, Text, Textarea } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FormErrorSummary } from '../../../components/form-error-summary';
import { focusFirstInvalid } from '../../../components/form-errors';
import { ConfirmModal } from '../../../components/confirm-modal';
import { clearFieldError, useFieldError } from '../../../lib/stores/field-errors-store';
import {
  CLOSED_MESSAGE_MIN_LENGTH,
  closedMessagePayload,
  closedMessageWillBeEmptied,
  needsConfirmation,
  noWayToReceive,
  type ShopSettings,
  type ShopSwitchKey,
  storedClosedMessage,
  SWITCH_OFF_QUESTIONS,
  switchPayload,
} from '../shop-settings';
import { ExampleMailLinks } from './example-mail-links';
import { useShopSettingsSave } from './use-shop-settings-save';

const MESSAGE_KEY = 'website_closed_message';

interface ShopSettingsFormProps {
  initial: ShopSettings;
  /** The panel's heading, told whether the shop is open now. */
  heading: (open: boolean) => ReactNode;
}

export function ShopSettingsForm({ initial, heading }: ShopSettingsFormProps) {
  const { saved, isSaving, save } = useShopSettingsSave(initial);
  const [confirming, setConfirming] = useState<ShopSwitchKey | null>(null);
  const [asked, setAsked] = useState<ShopSwitchKey>('website_open');
  const [draft, setDraft] = useState<string | null>(null);
  const messageError = useFieldError(MESSAGE_KEY);
  const message = draft ?? saved.website_closed_message;
  const messageChanged = draft !== null && draft !== saved.website_closed_message;

  function toggle(key: ShopSwitchKey, on: boolean): void {
    if (isSaving(key)) return;
    clearFieldError(key);
    if (needsConfirmation(key, on)) {
      setAsked(key);
      setConfirming(key);
      return;
    }
    void save(key, switchPayload(key, on), { [key]: on });
  }

  async function switchOff(key: ShopSwitchKey): Promise<void> {
    await save(key, switchPayload(key, false), { [key]: false });
    setConfirming(null);
  }

  async function saveMessage(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (isSaving(MESSAGE_KEY)) return;
    const form = event.currentTarget;
    const stored = storedClosedMessage(message);
    if (await save(MESSAGE_KEY, closedMessagePayload(message), { website_closed_message: stored })) setDraft(null);
    else focusFirstInvalid(form);
  }

  return (
    <Stack gap="lg">
      {heading(saved.website_open)}
      <Stack gap="md">
        <SettingSwitch
          name="website_open"
          label="Webwinkel open"
          description="Als de webwinkel gesloten is, kunnen bezoekers niet bestellen en zien ze de melding hieronder."
          checked={saved.website_open}
          onToggle={toggle}
        />
        <SettingSwitch
          name="order_pickup_enabled"
          label="Ophalen mogelijk"
          description="Klanten kunnen hun soep ophalen bij de Stichting."
          checked={saved.order_pickup_enabled}
          onToggle={toggle}
        />
        <SettingSwitch
          name="order_shipping_enabled"
          label="Bezorgen mogelijk"
          description="Wij bezorgen de soep bij klanten in de buurt."
          checked={saved.order_shipping_enabled}
          onToggle={toggle}
        />
        {noWayToReceive(saved) && (
          <Alert color="orange" variant="light" role="status">
            Ophalen en bezorgen staan allebei uit. Klanten kunnen dan geen bestelling afronden.
          </Alert>
        )}
      </Stack>

      <form onSubmit={(event) => void saveMessage(event)} noValidate>
        <Stack gap="xs" align="stretch">
          <Textarea
            name={MESSAGE_KEY}
            label="Melding als de webwinkel gesloten is"
            description={`Laat leeg voor de standaardmelding. Een melding korter dan ${CLOSED_MESSAGE_MIN_LENGTH} tekens wordt bij het opslaan leeggemaakt.`}
            placeholder="Helaas is het op dit moment niet mogelijk om nieuwe bestellingen te plaatsen"
            autosize
            minRows={2}
            maxRows={8}
            value={message}
            error={messageError}
            onChange={(event) => {
              setDraft(event.currentTarget.value);
              clearFieldError(MESSAGE_KEY);
            }}
          />
          {closedMessageWillBeEmptied(message) && (
            <Alert color="orange" variant="light" role="status" py="xs">
              <Text size="sm">
                Deze melding is korter dan {CLOSED_MESSAGE_MIN_LENGTH} tekens en wordt bij het opslaan leeggemaakt.
              </Text>
            </Alert>
          )}
          <FormErrorSummary />
          <Group justify="flex-end">
            <Button type="submit" disabled={!messageChanged} loading={isSaving(MESSAGE_KEY)}>
              Melding opslaan
            </Button>
          </Group>
        </Stack>
      </form>

      <Divider />
      <ExampleMailLinks />

      <ConfirmModal
        opened={confirming !== null}
        title={SWITCH_OFF_QUESTIONS[asked].title}
        confirmLabel={SWITCH_OFF_QUESTIONS[asked].confirm}
        busy={confirming !== null && isSaving(confirming)}
        onConfirm={() => confirming && void switchOff(confirming)}
        onClose={() => setConfirming(null)}
      >
        {SWITCH_OFF_QUESTIONS[asked].text}
      </ConfirmModal>
    </Stack>
  );
}

interface SettingSwitchProps {
  name: ShopSwitchKey;
  label: string;
  description: string;
  checked: boolean;
  onToggle: (key: ShopSwitchKey, on: boolean) => void;
}

function SettingSwitch({ name, label, description, checked, onToggle }: SettingSwitchProps) {
  const error = useFieldError(name);
  return (
    <Switch
      name={name}
      size="md"
      label={label}
      description={description}
      checked={checked}
      error={error}
      onChange={(event) => onToggle(name, event.currentTarget.checked)}
    />
  );
}
