import { describe, expect, it } from 'vitest';
import { canCreate, countPlan, countSelected, countsText, daysToChoose, optionOf } from './bulk-order';
import type { BulkOrderAnswer, BulkOrderDay, StandingCustomer } from './types';

function customer(id: number, amount: number, mail: boolean, option: 'ophalen' | 'bezorgen' | null = null): StandingCustomer {
  return {
    id,
    voornaam: `Klant${id}`,
    achternaam: 'Vast',
    email: `klant${id}@example.nl`,
    bedrijfsnaam: '',
    plaats: 'Utrecht',
    vaste_klant_mailen: mail,
    vaste_klant_producten: amount,
    vaste_klant_bezorgkeuze: option,
  };
}

function day(id: number, date: string, rows = 1): BulkOrderDay {
  const products = Array.from({ length: rows }, (_, n) => ({
    id: id * 10 + n,
    naam: { id: n, naam: 'Erwtensoep' },
    hoeveelheid: 10,
    besteld: 2,
  }));
  return { id, bestellingsdag: date as BulkOrderDay['bestellingsdag'], maximale_producten_per_klant: 4, products };
}

describe('bulk order screen rules', () => {
  it('offers today and later days with soups, soonest first', () => {
    const days = [day(1, '2026-11-30'), day(2, '2026-11-22'), day(3, '2026-11-23'), day(4, '2026-11-25', 0)];
    expect(daysToChoose(days, '2026-11-23' as BulkOrderDay['bestellingsdag']).map((d) => d.id)).toEqual([3, 1]);
  });

  it('counts only the ticked customers', () => {
    const customers = [customer(1, 2, true), customer(2, 1, false), customer(3, 3, true)];
    expect(countSelected(customers, new Set([1, 2]))).toEqual({ customers: 2, portions: 3, emails: 1 });
    expect(countsText(countSelected(customers, new Set([3])))).toBe('1 klant, 3 soepen, 1 e-mail');
    expect(countsText(countSelected(customers, new Set()))).toBe('0 klanten, 0 soepen, 0 e-mails');
  });

  it('picks up when no delivery choice is stored', () => {
    expect(optionOf(customer(1, 1, true))).toBe('ophalen');
    expect(optionOf(customer(1, 1, true, 'bezorgen'))).toBe('bezorgen');
  });

  it('allows creating only when everyone fits and someone gets an order', () => {
    const answer: BulkOrderAnswer = {
      message: '',
      aangemaakt: [],
      overgeslagen: [9],
      emails: 1,
      plan: [{ klant: 1, naam: 'Klant1 Vast', hoeveelheid: 2, bezorg_optie: 'ophalen', mailen: true }],
      niet_mogelijk: [],
    };
    expect(canCreate(answer)).toBe(true);
    expect(countPlan(answer)).toEqual({ customers: 1, portions: 2, emails: 1 });
    expect(canCreate({ ...answer, niet_mogelijk: [{ klant: 2, naam: 'X', reden: 'Staat op de blacklist.' }] })).toBe(false);
    expect(canCreate({ ...answer, plan: [] })).toBe(false);
    expect(canCreate(null)).toBe(false);
  });
});
