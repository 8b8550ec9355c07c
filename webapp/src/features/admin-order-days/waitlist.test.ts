import { describe, expect, it } from 'vitest';
import {
  ALREADY_OFFERED,
  offerFeedback,
  offerUntilText,
  portionsText,
  removedFeedback,
  removeQuestion,
  soupRows,
  soupSummary,
  type WaitlistPerson,
  type WaitlistSoup,
} from './waitlist';

// 23-11-2026 10:00 in Amsterdam (UTC+1).
const NOW = new Date('2026-11-23T09:00:00Z');

function person(id: number, overrides: Partial<WaitlistPerson> = {}): WaitlistPerson {
  return {
    id,
    naam: `Klant ${id}`,
    email: `klant${id}@example.nl`,
    telefoonnummer: '0612345678',
    porties: 2,
    status: 'wachtend',
    ingeschreven: `2026-11-23T08:0${id}:00Z`,
    aanbod_tot: null,
    bestelling_id: null,
    heeft_aanbod: false,
    ...overrides,
  };
}

function soup(personen: WaitlistPerson[], vrij = 0): WaitlistSoup {
  return { orderday_product_id: 7, soep: 'Linzensoep', vrij, wachtend: personen.length, personen };
}

describe('an order day waitlist for staff', () => {
  it('numbers the open entries in first-come order and puts the closed ones after them', () => {
    const rows = soupRows(
      soup([
        person(3),
        person(1, { status: 'genomen', bestelling_id: 12 }),
        person(2, { status: 'aanbod', aanbod_tot: '2026-11-23T09:30:00Z' }),
        person(4, { status: 'verlaten' }),
      ]),
      NOW,
    );
    expect(rows.map((r) => [r.id, r.place, r.stateLabel])).toEqual([
      [2, 1, 'Aanbod loopt'],
      [3, 2, 'Wacht'],
      [1, null, 'Besteld'],
      [4, null, 'Van de lijst'],
    ]);
    expect(rows[0]).toMatchObject({ offerUntil: 'tot 10:30', canRemove: true, canOffer: false, joined: '23-11-2026 om 09:02' });
    expect(rows[2]).toMatchObject({ orderId: 12, canRemove: false, canOffer: false, offerUntil: '' });
  });

  it('offers by hand only a waiting wish that fits the free portions, and says why not', () => {
    const [fits, tooBig] = soupRows(soup([person(1, { porties: 1 }), person(2, { porties: 3 })], 2), NOW);
    expect([fits?.canOffer, fits?.offerBlocked]).toEqual([true, '']);
    expect([tooBig?.canOffer, tooBig?.offerBlocked]).toEqual([false, 'Niet genoeg porties vrij (2 vrij)']);
  });

  it('shows the date of an offer that runs into another day', () => {
    expect(offerUntilText('2026-11-23T23:15:00Z', NOW)).toBe('tot 24-11-2026 om 00:15');
    expect(offerUntilText('geen moment', NOW)).toBe('');
  });

  it('summarises a soup and counts portions in Dutch', () => {
    expect(soupSummary(soup([person(1)], 1))).toBe('1 wachtend · 1 portie vrij');
    expect(portionsText(3)).toBe('3 porties');
  });

  it('asks before removing, and warns that a running offer passes on', () => {
    const [offered, waiting] = soupRows(soup([person(1, { status: 'aanbod' }), person(2, { porties: 1 })]), NOW);
    expect(removeQuestion(waiting!, 'Linzensoep')).toBe(
      'Weet u zeker dat u Klant 2 (1 portie Linzensoep) van de wachtlijst wilt halen?',
    );
    expect(removeQuestion(offered!, 'Linzensoep')).toContain('gaan meteen naar de volgende op de lijst');
    expect(removedFeedback(waiting!, 'Linzensoep')).toBe('Klant 2 staat niet meer op de wachtlijst voor Linzensoep.');
  });

  it('tells who got the offer by hand, what and until when', () => {
    const offered = person(5, { status: 'aanbod', aanbod_tot: '2026-11-23T09:30:00Z', porties: 1 });
    const answer = { message: 'Het aanbod is verstuurd.', wachtlijst: { orderday_id: 1, dag: 'maandag', soepen: [soup([offered])] } };
    expect(offerFeedback(answer, 5, NOW)).toBe(
      'Aanbod verstuurd naar Klant 5 (klant5@example.nl): 1 portie Linzensoep. De porties worden vastgehouden tot 10:30.',
    );
    expect(offerFeedback(answer, 99, NOW)).toBe('Het aanbod is verstuurd.');
  });

  it("follows the server's one open offer per person: no second offer by hand on any soup of the day (decision 0132)", () => {
    // Ellen holds an offer for the pea soup and waits for the lentil soup too: the server marks both her entries
    // (it compares mailboxes, so also when she wrote her address another way the second time).
    const lentil = soup([person(2, { email: 'Ellen+soep@example.nl', porties: 1, heeft_aanbod: true }), person(3, { porties: 1 })], 5);
    const [ellen, other] = soupRows(lentil, NOW);
    expect([ellen?.canOffer, ellen?.offerBlocked]).toEqual([false, ALREADY_OFFERED]);
    expect(ALREADY_OFFERED).toBe('Deze persoon heeft al een aanbod.');
    expect([other?.canOffer, other?.offerBlocked]).toEqual([true, '']);
    // Her own running offer is not blocked by it (it is no longer waiting; it can be removed, not offered again).
    const [running] = soupRows(soup([person(1, { status: 'aanbod', heeft_aanbod: true })], 0), NOW);
    expect([running?.canOffer, running?.offerBlocked, running?.canRemove]).toEqual([false, '', true]);
  });
});
