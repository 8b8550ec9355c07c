import { describe, expect, it } from 'vitest';
import { ApiError, ValidationError } from '../../lib/api-errors';
import {
  clientValueOf,
  closedMessagePayload,
  closedMessageWillBeEmptied,
  exampleMailUrl,
  isSwitchOn,
  needsConfirmation,
  noWayToReceive,
  SAVE_FAILED,
  saveFailureMessage,
  shopSettingsFrom,
  storedClosedMessage,
  SWITCH_OFF_QUESTIONS,
  switchPayload,
} from './shop-settings';

describe('shopSettingsFrom', () => {
  it('maps 1/0 to on/off and keeps the message', () => {
    const settings = shopSettingsFrom([
      { key: 'website_open', value: 0, category: 'website_open' },
      { key: 'website_closed_message', value: 'Wij zijn op vakantie', category: 'website_open' },
      { key: 'order_pickup_enabled', value: 1, category: 'soep_bezorgen_en_ophalen' },
      { key: 'order_shipping_enabled', value: 0, category: 'soep_bezorgen_en_ophalen' },
      { key: 'contact_email', value: 'info@soepketel.nl', category: 'soep_contact_gegevens' },
    ]);
    expect(settings).toEqual({
      website_open: false,
      order_pickup_enabled: true,
      order_shipping_enabled: false,
      website_closed_message: 'Wij zijn op vakantie',
    });
  });

  it("uses the server's defaults for missing variables", () => {
    expect(shopSettingsFrom([])).toEqual({
      website_open: true,
      order_pickup_enabled: true,
      order_shipping_enabled: true,
      website_closed_message: '',
    });
  });

  it('reads string switch values too', () => {
    expect(isSwitchOn('1')).toBe(true);
    expect(isSwitchOn('true')).toBe(true);
    expect(isSwitchOn('0')).toBe(false);
    expect(isSwitchOn('')).toBe(false);
    expect(isSwitchOn(2)).toBe(false);
    expect(isSwitchOn(undefined)).toBe(false);
  });
});

describe('payloads', () => {
  it('sends each switch as 1 or 0 in its own category', () => {
    expect(switchPayload('website_open', false)).toEqual({ category: 'website_open', website_open: 0 });
    expect(switchPayload('website_open', true)).toEqual({ category: 'website_open', website_open: 1 });
    expect(switchPayload('order_pickup_enabled', false)).toEqual({
      category: 'soep_bezorgen_en_ophalen',
      order_pickup_enabled: 0,
    });
    expect(switchPayload('order_shipping_enabled', true)).toEqual({
      category: 'soep_bezorgen_en_ophalen',
      order_shipping_enabled: 1,
    });
  });

  it('sends the closed message in the website_open category, as typed', () => {
    expect(closedMessagePayload('Wij zijn dicht')).toEqual({
      category: 'website_open',
      website_closed_message: 'Wij zijn dicht',
    });
  });
});

describe('the closed-message rule', () => {
  it('warns for a non-empty message under 8 characters', () => {
    expect(closedMessageWillBeEmptied('')).toBe(false);
    expect(closedMessageWillBeEmptied('   ')).toBe(false);
    expect(closedMessageWillBeEmptied('Dicht')).toBe(true);
    expect(closedMessageWillBeEmptied('  1234567  ')).toBe(true);
    expect(closedMessageWillBeEmptied('12345678')).toBe(false);
  });

  it('mirrors what the server stores', () => {
    expect(storedClosedMessage('Dicht')).toBe('');
    expect(storedClosedMessage('   ')).toBe('');
    expect(storedClosedMessage('12345678')).toBe('12345678');
    expect(storedClosedMessage('Wij zijn op vakantie')).toBe('Wij zijn op vakantie');
  });
});

describe('state decisions', () => {
  it('asks for confirmation before a switch goes off, never when it goes on', () => {
    expect(needsConfirmation('website_open', false)).toBe(true);
    expect(needsConfirmation('website_open', true)).toBe(false);
    expect(needsConfirmation('order_pickup_enabled', false)).toBe(true);
    expect(needsConfirmation('order_pickup_enabled', true)).toBe(false);
    expect(needsConfirmation('order_shipping_enabled', false)).toBe(true);
    expect(needsConfirmation('order_shipping_enabled', true)).toBe(false);
    expect(SWITCH_OFF_QUESTIONS.order_pickup_enabled.title).toBe('Ophalen uitzetten');
    expect(SWITCH_OFF_QUESTIONS.order_shipping_enabled.confirm).toBe('Bezorgen uitzetten');
  });

  it('notices when neither pickup nor delivery is possible', () => {
    const base = { website_open: true, website_closed_message: '' };
    expect(noWayToReceive({ ...base, order_pickup_enabled: false, order_shipping_enabled: false })).toBe(true);
    expect(noWayToReceive({ ...base, order_pickup_enabled: true, order_shipping_enabled: false })).toBe(false);
  });

  it('builds the example mail addresses', () => {
    expect(exampleMailUrl('orderConfirmedShipping')).toBe('/web/admin/show-user-email-example/orderConfirmedShipping');
    expect(exampleMailUrl('orderConfirmedPickup')).toBe('/web/admin/show-user-email-example/orderConfirmedPickup');
  });
});

describe('saveFailureMessage', () => {
  it('points at the field for a 422, stays quiet where the API client spoke, else a generic text', () => {
    // The API client's errors (decision 0127: shownByClient is the one rule for 401, 403, 429 and 503).
    expect(saveFailureMessage(new ValidationError(null, 'x', {}))).toBe('Niet opgeslagen. Bekijk de melding bij het veld.');
    for (const status of [401, 403, 429, 503]) expect(saveFailureMessage(new ApiError(status, null))).toBeNull();
    expect(saveFailureMessage(new ApiError(500, null))).toBe(SAVE_FAILED);
    expect(saveFailureMessage(new ApiError(0, null))).toBe(SAVE_FAILED);
    expect(saveFailureMessage(new Error('x'))).toBe(SAVE_FAILED);
  });
});

describe('clientValueOf', () => {
  it('shows switches as 1/0 and texts as they are', () => {
    expect(clientValueOf(true)).toBe(1);
    expect(clientValueOf(false)).toBe(0);
    expect(clientValueOf('Wij zijn dicht')).toBe('Wij zijn dicht');
  });
});
