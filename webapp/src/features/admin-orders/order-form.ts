// The order add/edit form as plain data (spec doc 2 sections 2, 3 and 5; contract 'Orders and customers (staff)'):
// the values the inputs hold, reading a saved order into them, the order days a line can choose from, the amount
// still available per line ('{n} beschikbaar.'), choosing an existing customer, and the payload.
import { formatDate, type IsoDate } from '../../lib/rules/dates';
import { normalisePostcode, showPostcode } from '../../lib/rules/postcode';
import type {
  AdminOrder,
  BezorgOptie,
  CustomerChoice,
  DayProduct,
  KlantSoort,
  OrderableDay,
  OrderPayload,
} from './types';

export const REMARK_MAX = 1000;

export const CUSTOMER_FIELDS = [
  'voornaam',
  'achternaam',
  'email',
  'telefoonnummer',
  'bedrijfsnaam',
  'postcode',
  'huisnummer',
  'huisnummer_extension',
  'straat',
  'plaats',
] as const;

export type CustomerField = (typeof CUSTOMER_FIELDS)[number];
export type CustomerValues = Record<CustomerField, string>;

export interface LineValues {
  /** Stable React key. */
  key: string;
  /** The saved line's own id; absent for a new line. */
  id?: number;
  orderdayId: string | null;
  productId: string | null;
  hoeveelheid: number | '';
  /** The saved line's product and amount (what this order already holds of it); 0 / null for a new line. */
  savedProductId: string | null;
  oldHoeveelheid: number;
}

export interface OrderFormValues {
  customer: CustomerValues;
  klant_soort: KlantSoort;
  customer_id: number | null;
  bezorg_optie: BezorgOptie | '';
  opmerking: string;
  lines: LineValues[];
  /** Saved lines the user removed (sent as deleted_products). */
  deleted: number[];
}

export const AT_LEAST_ONE_LINE = 'Voeg minimaal één product toe.';
export const CHOOSE_CUSTOMER = 'Kies een bestaande klant.';

let nextKey = 0;
function newKey(): string {
  nextKey += 1;
  return `new-${nextKey}`;
}

export function emptyCustomer(): CustomerValues {
  return Object.fromEntries(CUSTOMER_FIELDS.map((field) => [field, ''])) as CustomerValues;
}

export function newLine(orderdayId: string | null = null): LineValues {
  return { key: newKey(), orderdayId, productId: null, hoeveelheid: 1, savedProductId: null, oldHoeveelheid: 0 };
}

export function emptyOrderForm(defaultOption: BezorgOptie | '' = ''): OrderFormValues {
  return {
    customer: emptyCustomer(),
    klant_soort: 'nieuw',
    customer_id: null,
    bezorg_optie: defaultOption,
    opmerking: '',
    lines: [newLine()],
    deleted: [],
  };
}

function text(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

export function formFromOrder(order: AdminOrder): OrderFormValues {
  return {
    customer: {
      voornaam: text(order.voornaam),
      achternaam: text(order.achternaam),
      email: text(order.email),
      telefoonnummer: text(order.telefoonnummer),
      bedrijfsnaam: text(order.bedrijfsnaam),
      postcode: text(order.postcode),
      huisnummer: text(order.huisnummer),
      huisnummer_extension: text(order.huisnummer_extension),
      straat: text(order.straat),
      plaats: text(order.plaats),
    },
    klant_soort: order.customer_id === null ? 'nieuw' : 'bestaand',
    customer_id: order.customer_id,
    bezorg_optie: order.bezorg_optie,
    opmerking: text(order.opmerking),
    lines: order.products.map((line) => ({
      key: `line-${line.id}`,
      id: line.id,
      orderdayId: String(line.orderday_id ?? line.orderday.id),
      productId: String(line.orderday_product.id),
      hoeveelheid: line.hoeveelheid,
      savedProductId: String(line.orderday_product.id),
      oldHoeveelheid: line.hoeveelheid,
    })),
    deleted: [],
  };
}

/** Choosing an existing customer fills the fields and links the order to that customer. */
export function withCustomer(values: OrderFormValues, customer: CustomerChoice): OrderFormValues {
  return {
    ...values,
    klant_soort: 'bestaand',
    customer_id: customer.id,
    customer: {
      voornaam: text(customer.voornaam),
      achternaam: text(customer.achternaam),
      email: text(customer.email),
      telefoonnummer: text(customer.telefoonnummer),
      bedrijfsnaam: text(customer.bedrijfsnaam),
      postcode: text(customer.postcode),
      huisnummer: text(customer.huisnummer),
      huisnummer_extension: text(customer.huisnummer_extension ?? customer.huisnummer_extensie),
      straat: text(customer.straat),
      plaats: text(customer.plaats),
    },
  };
}

/** 'Jan Jansen – jan@voorbeeld.nl – 3581 WS' : how a customer is offered in the search list. */
export function customerLabel(customer: CustomerChoice): string {
  const name = [customer.voornaam, customer.achternaam].filter(Boolean).join(' ');
  return [name, customer.email, showPostcode(customer.postcode)].filter((part) => part && part.trim() !== '').join(' – ');
}

/**
 * The days a line can choose from: the orderable days from the server, plus (on edit) the days and soups of the
 * order's own lines that are no longer listed (a past day keeps its lines editable). Sorted by date.
 */
export function daysForForm(days: readonly OrderableDay[], order?: AdminOrder): OrderableDay[] {
  const byId = new Map<number, OrderableDay>(days.map((day) => [day.id, { ...day, products: [...day.products] }]));
  for (const line of order?.products ?? []) {
    const dayId = line.orderday_id ?? line.orderday.id;
    let day = byId.get(dayId);
    if (!day) {
      day = { id: dayId, bestellingsdag: line.orderday.bestellingsdag, products: [] };
      byId.set(dayId, day);
    }
    if (!day.products.some((product) => product.id === line.orderday_product.id)) {
      day.products.push({ ...line.orderday_product });
    }
  }
  return [...byId.values()].sort((a, b) => a.bestellingsdag.localeCompare(b.bestellingsdag) || a.id - b.id);
}

export const PASSED_DAY_NOTE = 'voorbij: alleen minder porties';

/**
 * A line's choice of day: the date, and for a day that has passed (only an order's own lines bring one) a note; such
 * a day takes no new portions (the server refuses them), so only a line already on it may keep it.
 */
export function dayOption(day: OrderableDay, today: IsoDate, chosen: string | null) {
  const passed = day.bestellingsdag < today;
  return {
    value: String(day.id),
    label: passed ? `${formatDate(day.bestellingsdag)} (${PASSED_DAY_NOTE})` : formatDate(day.bestellingsdag),
    disabled: passed && chosen !== String(day.id),
  };
}

export function findProduct(days: readonly OrderableDay[], line: LineValues): DayProduct | undefined {
  if (line.orderdayId === null || line.productId === null) return undefined;
  return days.find((day) => String(day.id) === line.orderdayId)?.products.find((p) => String(p.id) === line.productId);
}

/**
 * The most this line may hold: the soup's total minus what is already ordered, plus (on edit) what this line
 * itself held of that soup when it was saved. Never below 0. Null while no soup is chosen.
 */
export function availableFor(product: DayProduct | undefined, line: LineValues): number | null {
  if (!product) return null;
  const own = line.savedProductId !== null && line.savedProductId === String(product.id) ? line.oldHoeveelheid : 0;
  return Math.max(0, product.hoeveelheid - product.besteld + own);
}

/** The line's available amount with other lines of the same soup in this form counted too. */
export function availableInForm(days: readonly OrderableDay[], lines: readonly LineValues[], index: number): number | null {
  const line = lines[index];
  if (!line) return null;
  const product = findProduct(days, line);
  const available = availableFor(product, line);
  if (available === null || !product) return null;
  // Other lines of the same soup take from the same stock; their saved amounts are already counted in `besteld`.
  let others = 0;
  lines.forEach((other, otherIndex) => {
    if (otherIndex === index || other.productId !== line.productId || other.orderdayId !== line.orderdayId) return;
    const amount = typeof other.hoeveelheid === 'number' ? other.hoeveelheid : 0;
    const ownOld = other.savedProductId === line.productId ? other.oldHoeveelheid : 0;
    others += amount - ownOld;
  });
  return Math.max(0, available - others);
}

export function availableText(available: number): string {
  return `${available} beschikbaar.`;
}

/** Removes line `index`; a saved line goes into `deleted`. */
export function withoutLine(values: OrderFormValues, index: number): OrderFormValues {
  const line = values.lines[index];
  if (!line) return values;
  return {
    ...values,
    lines: values.lines.filter((_, i) => i !== index),
    deleted: line.id === undefined ? values.deleted : [...values.deleted, line.id],
  };
}

function trimmed(customer: CustomerValues): CustomerValues {
  const out = emptyCustomer();
  for (const field of CUSTOMER_FIELDS) out[field] = customer[field].trim();
  out.postcode = normalisePostcode(customer.postcode) ?? out.postcode;
  return out;
}

/**
 * The body of create_bestelling (no saved lines) or edit_order/{id} (lines with id and old_hoeveelheid). The
 * house-number addition goes under both spellings: the checkout's `huisnummer_extensie` (the contract's "checkout's
 * customer fields") and the order's own `huisnummer_extension` (under which the server reports its errors).
 */
export function toPayload(values: OrderFormValues, mode: 'create' | 'edit'): OrderPayload {
  const customer = trimmed(values.customer);
  const payload: OrderPayload = {
    ...customer,
    huisnummer_extensie: customer.huisnummer_extension,
    bezorg_optie: values.bezorg_optie,
    opmerking: values.opmerking.trim(),
    klant_soort: values.klant_soort,
    customer_id: values.klant_soort === 'bestaand' ? values.customer_id : null,
    products: values.lines.map((line) => ({
      ...(mode === 'edit' && line.id !== undefined ? { id: line.id, old_hoeveelheid: line.oldHoeveelheid } : {}),
      orderday_id: line.orderdayId === null ? null : Number(line.orderdayId),
      orderday_product: { id: line.productId === null ? null : Number(line.productId) },
      hoeveelheid: typeof line.hoeveelheid === 'number' ? line.hoeveelheid : 0,
    })),
  };
  if (mode === 'edit') payload.deleted_products = [...values.deleted];
  return payload;
}

export function isDirty(values: OrderFormValues, initial: OrderFormValues): boolean {
  return JSON.stringify(toPayload(values, 'edit')) !== JSON.stringify(toPayload(initial, 'edit'));
}

/** Checks the browser can do before sending: field -> message (the server checks everything again). */
/** The server's word for a line without a soup (domain/staff_orders.py), shown before sending. */
export const CHOOSE_SOUP = 'Kies een soep.';

export function clientErrors(values: OrderFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.lines.length === 0) errors.products = AT_LEAST_ONE_LINE;
  values.lines.forEach((line, index) => {
    if (line.productId === null) errors[lineFields(index).product] = CHOOSE_SOUP;
  });
  if (values.klant_soort === 'bestaand' && values.customer_id === null) errors.customer_id = CHOOSE_CUSTOMER;
  if (values.opmerking.length > REMARK_MAX) errors.opmerking = `De opmerking mag maximaal ${REMARK_MAX} tekens zijn.`;
  return errors;
}

/** The field names of line `index` as the server's 422 errors use them. */
export function lineFields(index: number) {
  return {
    orderday: `products.${index}.orderday`,
    product: `products.${index}.orderday_product.id`,
    hoeveelheid: `products.${index}.hoeveelheid`,
  };
}

/** Normalises the order days from bestellingen_get_besteldagen (rows may name their soup as text or object). */
export function normaliseDays(raw: unknown): OrderableDay[] {
  const list = Array.isArray(raw) ? raw : raw && typeof raw === 'object' && 'data' in raw ? (raw as { data: unknown }).data : [];
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry): OrderableDay[] => {
    if (!entry || typeof entry !== 'object') return [];
    const day = entry as Record<string, unknown>;
    if (typeof day.id !== 'number' || typeof day.bestellingsdag !== 'string') return [];
    const rows = Array.isArray(day.products) ? day.products : [];
    return [
      {
        id: day.id,
        bestellingsdag: day.bestellingsdag.slice(0, 10),
        products: rows.flatMap((rowEntry): DayProduct[] => {
          if (!rowEntry || typeof rowEntry !== 'object') return [];
          const row = rowEntry as Record<string, unknown>;
          if (typeof row.id !== 'number') return [];
          const naam = row.naam;
          const name =
            typeof naam === 'string'
              ? naam
              : naam && typeof naam === 'object' && 'naam' in naam
                ? String((naam as { naam: unknown }).naam)
                : `Soep ${row.id}`;
          return [{ id: row.id, naam: name, hoeveelheid: Number(row.hoeveelheid) || 0, besteld: Number(row.besteld) || 0 }];
        }),
      },
    ];
  });
}

/** A customer list from the server: a plain list or a page of one. */
export function customerList(raw: unknown): CustomerChoice[] {
  const list = Array.isArray(raw) ? raw : raw && typeof raw === 'object' && 'data' in raw ? (raw as { data: unknown }).data : [];
  return Array.isArray(list) ? (list as CustomerChoice[]).filter((c) => c && typeof c.id === 'number') : [];
}

// The order screen's own failure texts; none where the API client already spoke (decision 0127).
export const DELETE_FAILED = 'Verwijderen is niet gelukt.';
export const RESEND_FAILED = 'Het versturen is niet gelukt.';
