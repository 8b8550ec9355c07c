import { describe, expect, it } from 'vitest';
import { deliveryWindow, formatOrderDay, isOn } from './shop-texts';

const settings = { pickupEnabled: true, shippingEnabled: true, pickupBegin: '12:00', deliveryBegin: '11:30', deliveryEnd: '13:00' };

describe('shop texts', () => {
  it('names the weekday of an order day', () => {
    expect(formatOrderDay('2026-11-30')).toBe('maandag 30-11-2026');
    expect(formatOrderDay('2026-12-06')).toBe('zondag 06-12-2026');
  });

  it('describes the enabled delivery options', () => {
    expect(deliveryWindow(settings)).toBe('Bezorgen tussen 11:30 en 13:00 uur; ophalen vanaf 12:00 uur.');
    expect(deliveryWindow({ ...settings, shippingEnabled: false })).toBe('Ophalen vanaf 12:00 uur.');
    expect(deliveryWindow({ ...settings, pickupEnabled: false })).toBe('Bezorgen tussen 11:30 en 13:00 uur.');
    expect(deliveryWindow({ ...settings, pickupEnabled: false, shippingEnabled: false })).toBe(
      'Ophalen en bezorgen zijn op dit moment niet mogelijk.',
    );
  });

  it('reads switches', () => {
    expect(isOn(1)).toBe(true);
    expect(isOn('1')).toBe(true);
    expect(isOn(0)).toBe(false);
    expect(isOn(undefined)).toBe(false);
  });
});
