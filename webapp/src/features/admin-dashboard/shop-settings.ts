// The dashboard's shop panel, as plain logic: reading the four shop variables, the save payloads per category
// (POST /web/admin/save_variables) and the closed-message rule (spec doc 1: a non-empty message shorter than 8
// characters is emptied before saving). The categories and value types follow src/soepkern/domain/site_settings.py.
import { unlessShown } from '../../components/form-errors';

/** The variables the panel reads (from GET /web/admin/get_all_settings). */
export interface SettingsVariable {
  key: string;
  value: string | number;
  category?: string;
}

export type ShopSwitchKey = 'website_open' | 'order_pickup_enabled' | 'order_shipping_enabled';
export type ShopKey = ShopSwitchKey | 'website_closed_message';

export interface ShopSettings {
  website_open: boolean;
  order_pickup_enabled: boolean;
  order_shipping_enabled: boolean;
  website_closed_message: string;
}

/** Each variable's category on the server; save_variables only saves the keys of the category it is sent. */
export const CATEGORY_OF: Record<ShopKey, string> = {
  website_open: 'website_open',
  website_closed_message: 'website_open',
  order_pickup_enabled: 'soep_bezorgen_en_ophalen',
  order_shipping_enabled: 'soep_bezorgen_en_ophalen',
};

/** The server's defaults (site_settings.py), used when a variable is missing from the answer. */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  website_open: true,
  order_pickup_enabled: true,
  order_shipping_enabled: true,
  website_closed_message: '',
};

export const CLOSED_MESSAGE_MIN_LENGTH = 8;

/** Switch values arrive as 1/0 (boolean-like types); older answers may carry '1'/'0' or 'true'. */
export function isSwitchOn(value: string | number | undefined): boolean {
  if (typeof value === 'number') return value === 1;
  if (typeof value === 'string') return ['1', 'true'].includes(value.trim().toLowerCase());
  return false;
}

export function shopSettingsFrom(variables: readonly SettingsVariable[]): ShopSettings {
  const valueOf = (key: ShopKey) => variables.find((variable) => variable.key === key)?.value;
  const switchValue = (key: ShopSwitchKey) => {
    const value = valueOf(key);
    return value === undefined ? DEFAULT_SHOP_SETTINGS[key] : isSwitchOn(value);
  };
  const message = valueOf('website_closed_message');
  return {
    website_open: switchValue('website_open'),
    order_pickup_enabled: switchValue('order_pickup_enabled'),
    order_shipping_enabled: switchValue('order_shipping_enabled'),
    website_closed_message: message === undefined ? DEFAULT_SHOP_SETTINGS.website_closed_message : String(message),
  };
}

export type SavePayload = { category: string } & Partial<Record<ShopKey, string | number>>;

/** One switch, saved on its own in its category; the server expects 1 or 0. */
export function switchPayload(key: ShopSwitchKey, on: boolean): SavePayload {
  return { category: CATEGORY_OF[key], [key]: on ? 1 : 0 };
}

export function closedMessagePayload(message: string): SavePayload {
  return { category: CATEGORY_OF.website_closed_message, website_closed_message: message };
}

/** Whether the server will empty this message when it is saved (non-empty, under 8 characters once trimmed). */
export function closedMessageWillBeEmptied(message: string): boolean {
  const length = message.trim().length;
  return length > 0 && length < CLOSED_MESSAGE_MIN_LENGTH;
}

/** The message as the server stores it (mirrors site_settings.closed_message_rule). */
export function storedClosedMessage(message: string): string {
  return message.trim().length < CLOSED_MESSAGE_MIN_LENGTH ? '' : message;
}

/** The question before a switch goes off: what visitors can no longer do. */
export interface SwitchOffQuestion {
  title: string;
  text: string;
  confirm: string;
}

export const SWITCH_OFF_QUESTIONS: Record<ShopSwitchKey, SwitchOffQuestion> = {
  website_open: {
    title: 'Webwinkel sluiten',
    text: 'De webwinkel sluiten? Bezoekers kunnen dan niet meer bestellen.',
    confirm: 'Webwinkel sluiten',
  },
  order_pickup_enabled: {
    title: 'Ophalen uitzetten',
    text: 'Ophalen uitzetten? Klanten kunnen dan niet meer kiezen om hun soep op te halen.',
    confirm: 'Ophalen uitzetten',
  },
  order_shipping_enabled: {
    title: 'Bezorgen uitzetten',
    text: 'Bezorgen uitzetten? Klanten kunnen dan niet meer kiezen om hun soep te laten bezorgen.',
    confirm: 'Bezorgen uitzetten',
  },
};

/** Switching the shop, pickup or delivery off asks for confirmation first; switching on saves at once. */
export function needsConfirmation(_key: ShopSwitchKey, on: boolean): boolean {
  return !on;
}

/** With both pickup and delivery off, visitors cannot complete an order. */
export function noWayToReceive(settings: ShopSettings): boolean {
  return !settings.order_pickup_enabled && !settings.order_shipping_enabled;
}

export type ExampleMailName =
  | 'orderConfirmedShipping'
  | 'orderConfirmedPickup'
  | 'orderChangedByCustomer'
  | 'orderCancelledByCustomer'
  | 'waitlistJoined'
  | 'waitlistOffer'
  | 'donationConfirmed'
  | 'donationConfirmedBusiness';

export function exampleMailUrl(name: ExampleMailName): string {
  return `/web/admin/show-user-email-example/${name}`;
}

export const SAVED_FALLBACK = 'Variabelen opgeslagen';
export const SAVE_FAILED = 'Opslaan is niet gelukt. Probeer het opnieuw.';
export const CHECK_FIELD = 'Niet opgeslagen. Bekijk de melding bij het veld.';

/** The toast after a failed save, or null when the API client already showed one (decision 0127). */
export function saveFailureMessage(error: unknown): string | null {
  if (statusOf(error) === 422) return CHECK_FIELD;
  return unlessShown(error, SAVE_FAILED);
}

function statusOf(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') return error.status;
  return undefined;
}

/** A saved value as GET /web/get-settings shows it (1/0 for switches), to tell whether a reload is fresh. */
export function clientValueOf(value: boolean | string): string | number {
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}
