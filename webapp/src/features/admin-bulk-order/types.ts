// The shapes the standing-customer bulk order screen uses (docs/api.md, 'Standing-customer bulk order').
import type { IsoDate } from '../../lib/rules/dates';

export type BezorgOptie = 'ophalen' | 'bezorgen';

export interface StandingCustomer {
  id: number;
  voornaam: string;
  achternaam: string;
  email: string;
  bedrijfsnaam: string;
  plaats: string;
  vaste_klant_mailen: boolean;
  vaste_klant_producten: number | null;
  vaste_klant_bezorgkeuze: BezorgOptie | null;
}

/** An order day as GET /web/admin/get_orderdays lists it (only what this screen uses). */
export interface BulkOrderDay {
  id: number;
  bestellingsdag: IsoDate;
  maximale_producten_per_klant: number;
  products: { id: number; naam: { id: number; naam: string }; hoeveelheid: number; besteld: number }[];
}

export interface BulkOrderAnswer {
  message: string;
  aangemaakt: number[];
  overgeslagen: number[];
  emails: number;
  plan: { klant: number; naam: string; hoeveelheid: number; bezorg_optie: BezorgOptie; mailen: boolean }[];
  niet_mogelijk: { klant: number; naam: string; reden: string }[];
  /** Skipped because a pause covers the order day (issue 27 item 4); `reden` names the pause. */
  gepauzeerd?: { klant: number; naam: string; reden: string }[];
  errors?: Record<string, string[]>;
}
