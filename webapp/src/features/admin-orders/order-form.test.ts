import { describe, expect, it } from 'vitest';
import {
  AT_LEAST_ONE_LINE,
  availableFor,
  availableInForm,
  availableText,
  CHOOSE_CUSTOMER,
  clientErrors,
  customerList,
  dayOption,
  daysForForm,
  emptyOrderForm,
  formFromOrder,
  isDirty,
  type LineValues,
  newLine,
  normaliseDays,
  toPayload,
  withCustomer,
  withoutLine,
} from './order-form';
import { JANS_ORDER } from './order-fixture';
import type { AdminOrder, OrderableDay } from './types';

const DAYS: OrderableDay[] = [
  {
    id: 3,
    bestellingsdag: '2026-11-30',
    products: [
      { id: 31, naam: 'Erwtensoep', hoeveelheid: 40, besteld: 38 },
      { id: 32, naam: 'Tomatensoep', hoeveelheid: 20, besteld: 5 },
    ],
  },
  { id: 4, bestellingsdag: '2026-12-07', products: [{ id: 41, naam: 'Linzensoep', hoeveelheid: 10, besteld: 10 }] },
];

const ORDER: AdminOrder = {
  ...JANS_ORDER,
  opmerking: 'Bel even aan',
  bezorg_optie: 'bezorgen',
  bron: 'webshop',
  producten: 3,
  totaal: 1350,
  created_at: '2026-11-20T09:15:00Z',
  email_verzonden: true,
  customer_id: 9,
  products: [
    {
      id: 501,
      orderday_id: 3,
      orderday: { id: 3, bestellingsdag: '2026-11-30' },
      orderday_product: { id: 31, naam: 'Erwtensoep', hoeveelheid: 40, besteld: 38 },
      hoeveelheid: 2,
    },
    {
      id: 502,
      orderday_id: 1,
      orderday: { id: 1, bestellingsdag: '2026-11-02' },
      orderday_product: { id: 11, naam: 'Pompoensoep', hoeveelheid: 30, besteld: 30 },
      hoeveelheid: 1,
    },
  ],
};

function line(patch: Partial<LineValues>): LineValues {
  return { ...newLine(), ...patch };
}

describe('available amount', () => {
  it('is the total minus what is already ordered for a new line', () => {
    const product = DAYS[0]?.products[0];
    expect(availableFor(product, line({ orderdayId: '3', productId: '31' }))).toBe(2);
    expect(availableText(2)).toBe('2 beschikbaar.');
  });

  it('adds the line’s own saved amount of the same soup on edit', () => {
    const form = formFromOrder(ORDER);
    const saved = form.lines[0] as LineValues;
    expect(availableFor(DAYS[0]?.products[0], saved)).toBe(40 - 38 + 2);
  });

  it('does not add the saved amount once the line holds another soup', () => {
    const form = formFromOrder(ORDER);
    const switched = { ...(form.lines[0] as LineValues), productId: '32' };
    expect(availableFor(DAYS[0]?.products[1], switched)).toBe(15);
  });

  it('is never negative and null without a soup', () => {
    expect(availableFor({ id: 1, naam: 'x', hoeveelheid: 3, besteld: 5 }, line({}))).toBe(0);
    expect(availableFor(undefined, line({}))).toBeNull();
  });

  it('counts other new lines of the same soup in the form', () => {
    const lines = [
      line({ orderdayId: '3', productId: '32', hoeveelheid: 4 }),
      line({ orderdayId: '3', productId: '32', hoeveelheid: 1 }),
      line({ orderdayId: '3', productId: '31', hoeveelheid: 1 }),
    ];
    expect(availableInForm(DAYS, lines, 0)).toBe(15 - 1);
    expect(availableInForm(DAYS, lines, 1)).toBe(15 - 4);
    expect(availableInForm(DAYS, lines, 2)).toBe(2);
  });

  it('on edit a saved line that grows takes only the growth from the other lines', () => {
    const form = formFromOrder(ORDER);
    const grown = { ...(form.lines[0] as LineValues), hoeveelheid: 3 };
    const extra = line({ orderdayId: '3', productId: '31', hoeveelheid: 0 });
    // 2 free + 2 own; the saved line now holds 3 of them (1 more than saved), so 1 is left for the new line.
    expect(availableInForm(daysForForm(DAYS, ORDER), [grown, extra], 1)).toBe(1);
  });
});

describe('order days for the form', () => {
  it('adds the days and soups of the order’s own lines that the server no longer lists, sorted by date', () => {
    const days = daysForForm(DAYS, ORDER);
    expect(days.map((day) => day.id)).toEqual([1, 3, 4]);
    expect(days[0]?.products).toEqual([{ id: 11, naam: 'Pompoensoep', hoeveelheid: 30, besteld: 30 }]);
    expect(days[1]?.products).toHaveLength(2);
  });

  it('normalises the server’s days, whatever way a row names its soup', () => {
    const raw = [
      { id: 3, bestellingsdag: '2026-11-30', products: [{ id: 31, naam: { id: 7, naam: 'Erwtensoep' }, hoeveelheid: 40, besteld: 2 }] },
      { id: 4, bestellingsdag: '2026-12-07T00:00:00Z', products: [{ id: 41, naam: 'Linzensoep', hoeveelheid: '10', besteld: null }] },
      { nonsense: true },
    ];
    expect(normaliseDays(raw)).toEqual([
      { id: 3, bestellingsdag: '2026-11-30', products: [{ id: 31, naam: 'Erwtensoep', hoeveelheid: 40, besteld: 2 }] },
      { id: 4, bestellingsdag: '2026-12-07', products: [{ id: 41, naam: 'Linzensoep', hoeveelheid: 10, besteld: 0 }] },
    ]);
    expect(normaliseDays({ data: raw.slice(0, 1) })).toHaveLength(1);
    expect(normaliseDays(null)).toEqual([]);
  });

  it('reads customer lists plain or paged', () => {
    const customer = { id: 1, voornaam: 'A', achternaam: 'B', email: 'a@b.nl' };
    expect(customerList([customer])).toHaveLength(1);
    expect(customerList({ data: [customer], total: 1 })).toHaveLength(1);
    expect(customerList('x')).toEqual([]);
  });
});

describe('payload', () => {
  it('creates with the checkout’s customer fields, no line ids and no deleted_products', () => {
    const form = emptyOrderForm('ophalen');
    form.customer = { ...form.customer, voornaam: ' Jan ', postcode: '3581 ws', huisnummer: '12', huisnummer_extension: 'b' };
    form.lines = [line({ orderdayId: '3', productId: '32', hoeveelheid: 2 })];
    form.opmerking = '  graag voor 12 uur ';
    const payload = toPayload(form, 'create');
    expect(payload).toMatchObject({
      voornaam: 'Jan',
      postcode: '3581WS',
      huisnummer: '12',
      huisnummer_extensie: 'b',
      huisnummer_extension: 'b',
      bezorg_optie: 'ophalen',
      opmerking: 'graag voor 12 uur',
      klant_soort: 'nieuw',
      customer_id: null,
      products: [{ orderday_id: 3, orderday_product: { id: 32 }, hoeveelheid: 2 }],
    });
    expect(payload.products[0]).not.toHaveProperty('id');
    expect(payload).not.toHaveProperty('deleted_products');
  });

  it('edits with line ids, old amounts and the removed lines', () => {
    let form = formFromOrder(ORDER);
    form.lines[0] = { ...(form.lines[0] as LineValues), hoeveelheid: 3 };
    form = withoutLine(form, 1);
    form.lines.push(line({ orderdayId: '4', productId: '41', hoeveelheid: 1 }));
    const payload = toPayload(form, 'edit');
    expect(payload.products).toEqual([
      { id: 501, old_hoeveelheid: 2, orderday_id: 3, orderday_product: { id: 31 }, hoeveelheid: 3 },
      { orderday_id: 4, orderday_product: { id: 41 }, hoeveelheid: 1 },
    ]);
    expect(payload.deleted_products).toEqual([502]);
    expect(payload.customer_id).toBe(9);
    expect(payload.klant_soort).toBe('bestaand');
    expect(payload.huisnummer_extensie).toBe('A');
  });

  it('removing a new line deletes nothing on the server', () => {
    const form = { ...emptyOrderForm(), lines: [line({}), line({})] };
    expect(withoutLine(form, 0).deleted).toEqual([]);
    expect(withoutLine(form, 0).lines).toHaveLength(1);
  });

  it('choosing an existing customer fills the fields and links the order', () => {
    const form = withCustomer(emptyOrderForm(), {
      id: 44,
      voornaam: 'Els',
      achternaam: 'de Boer',
      email: 'els@voorbeeld.nl',
      telefoonnummer: null,
      postcode: '1234AB',
      huisnummer: 7,
      huisnummer_extension: null,
      straat: 'Kerkweg',
      plaats: 'Zeist',
      bedrijfsnaam: null,
    });
    expect(form.klant_soort).toBe('bestaand');
    expect(form.customer_id).toBe(44);
    expect(form.customer).toMatchObject({ voornaam: 'Els', huisnummer: '7', telefoonnummer: '', straat: 'Kerkweg' });
    expect(toPayload(form, 'create').customer_id).toBe(44);
    // Switching back to a new customer drops the link.
    expect(toPayload({ ...form, klant_soort: 'nieuw' }, 'create').customer_id).toBeNull();
  });

  it('checks at least one line, a chosen existing customer and the remark length before sending', () => {
    const form = { ...emptyOrderForm(), lines: [], klant_soort: 'bestaand' as const, opmerking: 'x'.repeat(1001) };
    const errors = clientErrors(form);
    expect(errors.products).toBe(AT_LEAST_ONE_LINE);
    expect(errors.customer_id).toBe(CHOOSE_CUSTOMER);
    expect(errors.opmerking).toMatch(/1000/);
    expect(clientErrors({ ...emptyOrderForm(), opmerking: 'x'.repeat(1000) })).toEqual({
      'products.0.orderday_product.id': 'Kies een soep.',
    });
    const chosen = emptyOrderForm();
    chosen.lines = chosen.lines.map((line) => ({ ...line, orderdayId: '1', productId: '2' }));
    expect(clientErrors(chosen)).toEqual({});
  });

  it('is dirty only after a real change', () => {
    const initial = formFromOrder(ORDER);
    expect(isDirty(formFromOrder(ORDER), initial)).toBe(false);
    expect(isDirty({ ...initial, opmerking: 'anders' }, initial)).toBe(true);
  });
});

describe('the day list of a line', () => {
  const day = (id: number, bestellingsdag: string) => ({ id, bestellingsdag, products: [] });
  it('marks a passed day and offers it only to a line already on it', () => {
    expect(dayOption(day(1, '2026-11-20'), '2026-11-23', '1')).toEqual({
      value: '1',
      label: '20-11-2026 (voorbij: alleen minder porties)',
      disabled: false,
    });
    expect(dayOption(day(1, '2026-11-20'), '2026-11-23', null).disabled).toBe(true);
    expect(dayOption(day(2, '2026-11-23'), '2026-11-23', null)).toEqual({ value: '2', label: '23-11-2026', disabled: false });
  });
});
