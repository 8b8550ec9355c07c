import { describe, expect, it } from 'vitest';
import {
  canDelete,
  dayWithWeekday,
  daysForTab,
  momentText,
  nextUpcoming, openSwitch, parseTab, tabOf, visibleSwitch,
} from './order-day-list';
import type { OrderDay } from './types';

function day(id: number, bestellingsdag: string, extra: Partial<OrderDay> = {}): OrderDay {
  return {
    id,
    user: null,
    bestellingsdag,
    inschrijving_geopend: true,
    zichtbaar: true,
    nu_geopend: true,
    nu_zichtbaar: true,
    inschrijving_status: { state: 'open', text: 'Open tot 28-11-2026 om 20:00' },
    zichtbaar_status: { state: 'visible', text: 'Zichtbaar tot 30-11-2026 om 23:00' },
    bestelling_openings_timestamp: '2026-11-20T08:00:00Z',
    bestelling_sluitings_timestamp: '2026-11-28T19:00:00Z',
    bestelling_zichtbaar_timestamp: '2026-11-20T08:00:00Z',
    bestelling_onzichtbaar_timestamp: '2026-11-30T22:00:00Z',
    maximale_producten_per_klant: 1,
    bestellingen: 0,
    totale_producten: 10,
    bestelde_producten: 0,
    beschikbare_producten: 10,
    products: [],
    ...extra,
  };
}

const TODAY = '2026-11-23';

describe('order day tabs', () => {
  it('reads the tab from the query parameter, defaulting to Bestellingen', () => {
    expect(parseTab(null)).toBe('bestellingen');
    expect(parseTab('archief')).toBe('archief');
    expect(parseTab('iets')).toBe('bestellingen');
  });

  it('puts tomorrow on in Bestellingen, past days in Archief and today in neither', () => {
    expect(tabOf('2026-11-24', TODAY)).toBe('bestellingen');
    expect(tabOf('2026-11-22', TODAY)).toBe('archief');
    expect(tabOf(TODAY, TODAY)).toBeNull();
  });

  it('sorts upcoming days soonest first and the archive most recent first', () => {
    const days = [
      day(1, '2026-11-30'),
      day(2, '2026-11-24'),
      day(3, '2026-11-01'),
      day(4, '2026-11-20'),
      day(5, TODAY),
    ];
    expect(daysForTab(days, 'bestellingen', TODAY).map((d) => d.id)).toEqual([2, 1]);
    expect(daysForTab(days, 'archief', TODAY).map((d) => d.id)).toEqual([4, 3]);
    expect(nextUpcoming(days, TODAY)?.id).toBe(5);
    expect(nextUpcoming(days.slice(0, 4), TODAY)?.id).toBe(2);
    expect(nextUpcoming([day(4, '2026-11-20')], TODAY)).toBeUndefined();
  });
});

describe('order day actions', () => {
  it('allows deleting only without orders', () => {
    expect(canDelete(day(1, TODAY))).toBe(true);
    expect(canDelete(day(1, TODAY, { bestellingen: 1 }))).toBe(false);
  });

  it('offers the opposite of the current switch', () => {
    expect(openSwitch(day(1, TODAY)).action).toBe(false);
    expect(openSwitch(day(1, TODAY)).question).toBe(
      'Weet u zeker dat u de inschrijving voor de besteldag van 23-11-2026 wilt sluiten?',
    );
    expect(openSwitch(day(1, TODAY, { inschrijving_geopend: false })).label).toBe('Openen');
    expect(visibleSwitch(day(1, TODAY)).label).toBe('Onzichtbaar maken');
    expect(visibleSwitch(day(1, TODAY, { zichtbaar: false })).action).toBe(true);
  });
});

describe('display', () => {
  it('shows moments as date om time in Amsterdam and days with their weekday', () => {
    expect(momentText('2026-11-23T09:00:00Z')).toBe('23-11-2026 om 10:00');
    expect(momentText('2026-07-01T22:30:00Z')).toBe('02-07-2026 om 00:30');
    expect(momentText('onzin')).toBe('–');
    expect(dayWithWeekday('2026-11-30')).toBe('maandag 30-11-2026');
  });
});
