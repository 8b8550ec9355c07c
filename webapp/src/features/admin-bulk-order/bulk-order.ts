// The bulk order screen's rules, kept out of the components so they can be tested on their own.
import type { IsoDate } from '../../lib/rules/dates';
import type { BezorgOptie, BulkOrderAnswer, BulkOrderDay, StandingCustomer } from './types';
import { counted } from '../../lib/rules/counted';

export const OPTION_LABELS: Record<BezorgOptie, string> = { ophalen: 'Ophalen', bezorgen: 'Bezorgen' };

/** The days staff can still make a bulk order for: today and later, soonest first. */
export function daysToChoose(days: BulkOrderDay[], today: IsoDate): BulkOrderDay[] {
  return days
    .filter((day) => day.bestellingsdag >= today && day.products.length > 0)
    .sort((a, b) => a.bestellingsdag.localeCompare(b.bestellingsdag) || a.id - b.id);
}

export function remaining(row: { hoeveelheid: number; besteld: number }): number {
  return Math.max(0, row.hoeveelheid - row.besteld);
}

export function fullName(customer: { voornaam: string; achternaam: string }): string {
  return `${customer.voornaam} ${customer.achternaam}`.trim();
}

export function optionOf(customer: StandingCustomer): BezorgOptie {
  return customer.vaste_klant_bezorgkeuze ?? 'ophalen';
}

export interface Counts {
  customers: number;
  portions: number;
  emails: number;
}

/** What the ticked customers add up to. */
export function countSelected(customers: StandingCustomer[], selected: ReadonlySet<number>): Counts {
  const chosen = customers.filter((customer) => selected.has(customer.id));
  return {
    customers: chosen.length,
    portions: chosen.reduce((sum, customer) => sum + (customer.vaste_klant_producten ?? 0), 0),
    emails: chosen.filter((customer) => customer.vaste_klant_mailen).length,
  };
}

/** What the dry run says will really happen (skipped customers get nothing). */
export function countPlan(answer: BulkOrderAnswer): Counts {
  return {
    customers: answer.plan.length,
    portions: answer.plan.reduce((sum, line) => sum + line.hoeveelheid, 0),
    emails: answer.emails,
  };
}

export function canCreate(answer: BulkOrderAnswer | null): boolean {
  return !!answer && answer.niet_mogelijk.length === 0 && answer.plan.length > 0;
}

export function countsText({ customers, portions, emails }: Counts): string {
  return `${counted(customers, 'klant', 'klanten')}, ${counted(portions, 'soep', 'soepen')}, ${counted(emails, 'e-mail', 'e-mails')}`;
}

/** The check or the order failed otherwise than a refusal (none where the API client already spoke, decision 0127). */
export const BULK_ORDER_FAILED = 'Dat is niet gelukt. Probeer het opnieuw.';
