// An order day's waitlist for staff as plain data (GET /web/admin/get_wachtlijst/{id}, POST wachtlijst_verwijderen
// and wachtlijst_aanbieden; issue 26 item 3): per soup who waits in order, open offers with their expiry and what
// was taken; what a row shows, which buttons it has, the question before removing and the feedback after an offer.
import { parseUtcIso, businessDate, businessTimeOfDay } from '../../lib/rules/business-time';
import { formatDate } from '../../lib/rules/dates';
import { momentText } from './order-day-list';

export const WAIT_STATES = ['wachtend', 'aanbod', 'genomen', 'verlopen', 'verlaten', 'gesloten'] as const;
export type WaitState = (typeof WAIT_STATES)[number];

export interface WaitlistPerson {
  id: number;
  naam: string;
  email: string;
  telefoonnummer: string;
  porties: number;
  status: WaitState;
  ingeschreven: string;
  aanbod_tot: string | null;
  bestelling_id: number | null;
  /** This person (their mailbox, as the server compares it) holds an open offer on a soup of the day. */
  heeft_aanbod: boolean;
}

export interface WaitlistSoup {
  orderday_product_id: number;
  soep: string;
  vrij: number;
  wachtend: number;
  personen: WaitlistPerson[];
}

export interface DayWaitlist {
  orderday_id: number;
  dag: string;
  soepen: WaitlistSoup[];
}

export interface WaitlistChanged {
  message: string;
  wachtlijst: DayWaitlist;
}

export const STATE_LABELS: Record<WaitState, string> = {
  wachtend: 'Wacht',
  aanbod: 'Aanbod loopt',
  genomen: 'Besteld',
  verlopen: 'Aanbod verlopen',
  verlaten: 'Van de lijst',
  gesloten: 'Lijst gesloten',
};

export const EMPTY_SOUP = 'Niemand op de wachtlijst.';
/** The server's refusal of a second open offer by hand (services/waitlist_admin.py ALREADY_OFFERED), word for word. */
export const ALREADY_OFFERED = 'Deze persoon heeft al een aanbod.';

/** What one row (table) or card (phone) shows of a person on the list. */
export interface WaitlistRow {
  id: number;
  /** Place in line among the open entries (1 = first), null for a closed entry. */
  place: number | null;
  name: string;
  email: string;
  phone: string;
  portions: string;
  state: WaitState;
  stateLabel: string;
  joined: string;
  /** 'tot 10:30' (or with the date when the offer runs into another day) for an open offer, else ''. */
  offerUntil: string;
  orderId: number | null;
  canRemove: boolean;
  canOffer: boolean;
  /** Why an offer by hand is not possible now ('' when it is). */
  offerBlocked: string;
}

export function isOpen(state: WaitState): boolean {
  return state === 'wachtend' || state === 'aanbod';
}

export function portionsText(portions: number): string {
  return portions === 1 ? '1 portie' : `${portions} porties`;
}

/** 'tot 10:30' on the same business day as `now`, else 'tot 28-11-2026 om 10:30'. */
export function offerUntilText(utc: string, now: Date): string {
  try {
    const at = parseUtcIso(utc);
    const time = businessTimeOfDay(at);
    return businessDate(at) === businessDate(now) ? `tot ${time}` : `tot ${formatDate(businessDate(at))} om ${time}`;
  } catch {
    return '';
  }
}

/** The soup's people: the open entries first, in first-come order and numbered, then the closed ones. */
export function soupRows(soup: WaitlistSoup, now: Date): WaitlistRow[] {
  const byJoined = [...soup.personen].sort((a, b) => a.ingeschreven.localeCompare(b.ingeschreven) || a.id - b.id);
  const open = byJoined.filter((p) => isOpen(p.status));
  const closed = byJoined.filter((p) => !isOpen(p.status));
  const toRow = (p: WaitlistPerson, place: number | null) => row(p, place, soup, now);
  return [...open.map((p, index) => toRow(p, index + 1)), ...closed.map((p) => toRow(p, null))];
}

/** Why a waiting person cannot get an offer by hand now, in the server's order of checks ('' when they can). One open
 * offer each (`Waitlist.holds_offer`, decision 0127): the server says per person whether they hold one that day,
 * comparing mailboxes as the rule does ('+tags' and Gmail's dots included; decision 0132). */
function offerBlockedText(person: WaitlistPerson, soup: WaitlistSoup): string {
  if (person.status !== 'wachtend') return '';
  if (person.heeft_aanbod) return ALREADY_OFFERED;
  return person.porties > soup.vrij ? `Niet genoeg porties vrij (${soup.vrij} vrij)` : '';
}

function row(person: WaitlistPerson, place: number | null, soup: WaitlistSoup, now: Date): WaitlistRow {
  const waiting = person.status === 'wachtend';
  const offerBlocked = offerBlockedText(person, soup);
  return {
    id: person.id,
    place,
    name: person.naam || '–',
    email: person.email,
    phone: person.telefoonnummer,
    portions: portionsText(person.porties),
    state: person.status,
    stateLabel: STATE_LABELS[person.status] ?? person.status,
    joined: momentText(person.ingeschreven),
    offerUntil: person.status === 'aanbod' && person.aanbod_tot ? offerUntilText(person.aanbod_tot, now) : '',
    orderId: person.bestelling_id,
    canRemove: isOpen(person.status),
    canOffer: waiting && offerBlocked === '',
    offerBlocked,
  };
}

/** '2 wachtend · 3 porties vrij' above a soup's list. */
export function soupSummary(soup: WaitlistSoup): string {
  return `${soup.wachtend} wachtend · ${portionsText(soup.vrij)} vrij`;
}

/** The question before someone is taken off the list. */
export function removeQuestion(row: WaitlistRow, soup: string): string {
  const base = `Weet u zeker dat u ${row.name} (${row.portions} ${soup}) van de wachtlijst wilt halen?`;
  return row.state === 'aanbod'
    ? `${base} Het lopende aanbod vervalt en de porties gaan meteen naar de volgende op de lijst.`
    : base;
}

/** The Dutch feedback after an offer by hand: who got it, what, until when. */
export function offerFeedback(answer: WaitlistChanged, entryId: number, now: Date): string {
  for (const soup of answer.wachtlijst.soepen) {
    const person = soup.personen.find((p) => p.id === entryId);
    if (person) {
      const until = person.aanbod_tot ? ` De porties worden vastgehouden ${offerUntilText(person.aanbod_tot, now)}.` : '';
      return `Aanbod verstuurd naar ${person.naam || person.email} (${person.email}): ${portionsText(person.porties)} ${soup.soep}.${until}`;
    }
  }
  return answer.message;
}

/** The Dutch feedback after removing someone. */
export function removedFeedback(row: WaitlistRow, soup: string): string {
  return `${row.name} staat niet meer op de wachtlijst voor ${soup}.`;
}
