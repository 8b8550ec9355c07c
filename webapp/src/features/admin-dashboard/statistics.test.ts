import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../../lib/rules/dates';
import { formatCount, optionRows, periodRange, soupRows, sourceRows, statisticsQueryString } from './statistics';

const stats = {
  orderdays: 2,
  customers: 1200,
  orders: 3,
  orders_bronnen: { webshop: 2, vaste_klant: 1 },
  orders_producten: { Tomatensoep: 4, Erwtensoep: 6, Linzensoep: 4 },
  orders_bezorgopties: { bezorgen: 3 },
};

describe('periodRange', () => {
  it('covers this month, the last three months, this year or everything', () => {
    const today = '2026-11-23' as IsoDate;
    expect(periodRange('maand', today)).toEqual({ van: '2026-11-01', tot: '2026-11-30' });
    expect(periodRange('kwartaal', today)).toEqual({ van: '2026-09-01', tot: '2026-11-30' });
    expect(periodRange('jaar', today)).toEqual({ van: '2026-01-01', tot: '2026-12-31' });
    expect(periodRange('alles', today)).toEqual({});
  });

  it('crosses the turn of the year and knows February', () => {
    expect(periodRange('kwartaal', '2027-02-10' as IsoDate)).toEqual({ van: '2026-12-01', tot: '2027-02-28' });
    expect(periodRange('kwartaal', '2028-01-05' as IsoDate)).toEqual({ van: '2027-11-01', tot: '2028-01-31' });
    expect(periodRange('maand', '2028-02-29' as IsoDate)).toEqual({ van: '2028-02-01', tot: '2028-02-29' });
  });
});

describe('rows and formats', () => {
  it('names every source and option in Dutch, with zero where absent', () => {
    expect(sourceRows(stats)).toEqual([
      { name: 'Webshop', value: 2 },
      { name: 'Beheer', value: 0 },
      { name: 'Vaste klant', value: 1 },
    ]);
    expect(optionRows(stats)).toEqual([
      { name: 'Ophalen', value: 0 },
      { name: 'Bezorgen', value: 3 },
    ]);
  });

  it('puts the most ordered soup first', () => {
    expect(soupRows(stats).map((row) => row.name)).toEqual(['Erwtensoep', 'Linzensoep', 'Tomatensoep']);
  });

  it('formats counts the Dutch way and builds the query', () => {
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(statisticsQueryString({ van: '2026-01-01' as IsoDate })).toBe('?van=2026-01-01');
    expect(statisticsQueryString({})).toBe('');
  });
});
