// The add/edit order day form as plain data: the values the inputs hold (Dutch display text), reading a saved day
// into them, the spec's date and time input rules on blur, and the payload for create_orderday / edit_orderday.
import { businessDate, businessTimeOfDay, combineBusiness, parseUtcIso, toUtcIso } from '../../lib/rules/business-time';
import { formatDate, type IsoDate, parseDateInput } from '../../lib/rules/dates';
import { parseTimeInput } from '../../lib/rules/times';
import type { OrderDay, OrderDayPayload } from './types';

export type MomentKey = 'openings' | 'sluitings' | 'zichtbaar' | 'onzichtbaar';

export interface MomentSpec {
  key: MomentKey;
  /** The API field, which also carries the server's validation errors. */
  field: keyof Pick<
    OrderDayPayload,
    | 'bestelling_openings_timestamp'
    | 'bestelling_sluitings_timestamp'
    | 'bestelling_zichtbaar_timestamp'
    | 'bestelling_onzichtbaar_timestamp'
  >;
  dateLabel: string;
  timeLabel: string;
}

export const MOMENTS: readonly MomentSpec[] = [
  {
    key: 'openings',
    field: 'bestelling_openings_timestamp',
    dateLabel: 'Openingsdatum',
    timeLabel: 'Openingstijd',
  },
  {
    key: 'sluitings',
    field: 'bestelling_sluitings_timestamp',
    dateLabel: 'Sluitingsdatum',
    timeLabel: 'Sluitingstijd',
  },
  {
    key: 'zichtbaar',
    field: 'bestelling_zichtbaar_timestamp',
    dateLabel: 'Zichtbaar vanaf (datum)',
    timeLabel: 'Zichtbaar vanaf (tijd)',
  },
  {
    key: 'onzichtbaar',
    field: 'bestelling_onzichtbaar_timestamp',
    dateLabel: 'Onzichtbaar vanaf (datum)',
    timeLabel: 'Onzichtbaar vanaf (tijd)',
  },
];

export interface MomentValues {
  /** 'dd-mm-yyyy' once normalised. */
  datum: string;
  /** 'HH:MM' once normalised. */
  tijdstip: string;
}

export interface RowValues {
  /** Stable React key. */
  key: string;
  /** The saved row's own id; absent for a new row. */
  id?: number;
  /** The chosen product id (as the Select's string value). */
  productId: string | null;
  /** The saved row's product name (shown even if the product is no longer 'beschikbaar'). */
  naam: string;
  hoeveelheid: number | '';
  /** Portions already ordered (0 for a new row). */
  besteld: number;
}

export interface OrderDayFormValues {
  bestellingsdag: string;
  moments: Record<MomentKey, MomentValues>;
  maximale_producten_per_klant: number | '';
  inschrijving_geopend: boolean;
  zichtbaar: boolean;
  products: RowValues[];
  /** Saved rows the user removed (sent as deleted_products). */
  deleted: { id: number; naam: string }[];
}

/** Spec: default maximale_producten_per_klant is 1. */
export const DEFAULT_MAX_PER_CUSTOMER = 1;

export const DATE_INPUT_INVALID = 'Vul een geldige datum in, bijvoorbeeld 30-11-2026.';
export const TIME_INPUT_INVALID = 'Vul een geldige tijd in, bijvoorbeeld 09:30.';
export const DATE_BEFORE_TODAY = 'De besteldag kan niet eerder zijn dan vandaag.';

const EMPTY_MOMENT: MomentValues = { datum: '', tijdstip: '' };

export function emptyForm(): OrderDayFormValues {
  return {
    bestellingsdag: '',
    moments: { openings: EMPTY_MOMENT, sluitings: EMPTY_MOMENT, zichtbaar: EMPTY_MOMENT, onzichtbaar: EMPTY_MOMENT },
    maximale_producten_per_klant: DEFAULT_MAX_PER_CUSTOMER,
    inschrijving_geopend: true,
    zichtbaar: true,
    products: [],
    deleted: [],
  };
}

function momentValues(utc: string): MomentValues {
  const moment = parseUtcIso(utc);
  return { datum: formatDate(businessDate(moment)), tijdstip: businessTimeOfDay(moment) };
}

export function formFromDay(day: OrderDay): OrderDayFormValues {
  return {
    bestellingsdag: formatDate(day.bestellingsdag),
    moments: {
      openings: momentValues(day.bestelling_openings_timestamp),
      sluitings: momentValues(day.bestelling_sluitings_timestamp),
      zichtbaar: momentValues(day.bestelling_zichtbaar_timestamp),
      onzichtbaar: momentValues(day.bestelling_onzichtbaar_timestamp),
    },
    maximale_producten_per_klant: day.maximale_producten_per_klant,
    inschrijving_geopend: day.inschrijving_geopend,
    zichtbaar: day.zichtbaar,
    products: day.products.map((row) => ({
      key: `saved-${row.id}`,
      id: row.id,
      productId: String(row.product_id),
      naam: row.naam.naam,
      hoeveelheid: row.hoeveelheid,
      besteld: row.besteld,
    })),
    deleted: [],
  };
}

/** The form filled from GET orderday_proposal (last week's day a week on, or the defaults; decision 0049). */
export function formFromProposal(
  proposal: OrderDayPayload,
  products: readonly { id: number; naam: string }[],
): OrderDayFormValues {
  const names = new Map(products.map((product) => [product.id, product.naam]));
  return {
    ...emptyForm(),
    bestellingsdag: formatDate(proposal.bestellingsdag as IsoDate),
    moments: {
      openings: momentValues(proposal.bestelling_openings_timestamp),
      sluitings: momentValues(proposal.bestelling_sluitings_timestamp),
      zichtbaar: momentValues(proposal.bestelling_zichtbaar_timestamp),
      onzichtbaar: momentValues(proposal.bestelling_onzichtbaar_timestamp),
    },
    maximale_producten_per_klant: proposal.maximale_producten_per_klant,
    products: proposal.products.flatMap((row) =>
      row.naam
        ? [{ ...newRow(), productId: String(row.naam.id), naam: names.get(row.naam.id) ?? '', hoeveelheid: row.hoeveelheid ?? '' }]
        : [],
    ),
  };
}

let newRowCounter = 0;

export function newRow(): RowValues {
  newRowCounter += 1;
  return { key: `new-${newRowCounter}`, productId: null, naam: '', hoeveelheid: '', besteld: 0 };
}

/** Spec: a row can be removed if it is new or nothing of it was ordered. */
export function canRemoveRow(row: RowValues): boolean {
  return row.id === undefined || row.besteld === 0;
}

/** Removes the row at `index`; a saved row goes to `deleted`. */
export function withoutRow(values: OrderDayFormValues, index: number): OrderDayFormValues {
  const row = values.products[index];
  if (!row) return values;
  return {
    ...values,
    products: values.products.filter((_, i) => i !== index),
    deleted: row.id === undefined ? values.deleted : [...values.deleted, { id: row.id, naam: row.naam }],
  };
}

export interface Normalised {
  /** What the input shows after blur ('' when the text was rejected). */
  text: string;
  /** The error to show, if the text was rejected. */
  error?: string;
}

/** The date rule on blur: empty stays empty, a valid date becomes 'dd-mm-yyyy', anything else is cleared. */
export function normaliseDate(text: string, today: IsoDate): Normalised {
  if (text.trim() === '') return { text: '' };
  const day = parseDateInput(text, today);
  return day ? { text: formatDate(day) } : { text: '', error: DATE_INPUT_INVALID };
}

/** The time rule on blur: empty stays empty, a valid time becomes 'HH:MM', anything else is cleared. */
export function normaliseTime(text: string): Normalised {
  if (text.trim() === '') return { text: '' };
  const at = parseTimeInput(text);
  return at ? { text: at } : { text: '', error: TIME_INPUT_INVALID };
}

/** The order day date rule: a valid date, not before today (an unchanged saved date may stay). */
export function checkOrderDayDate(text: string, today: IsoDate, savedDay?: IsoDate): Normalised {
  const normalised = normaliseDate(text, today);
  if (normalised.error || normalised.text === '') return normalised;
  const day = parseDateInput(normalised.text, today) as IsoDate;
  if (day < today && day !== savedDay) return { text: normalised.text, error: DATE_BEFORE_TODAY };
  return normalised;
}

/** The UTC moment of a date and time text, or '' (the server then names the field). */
export function momentPayload(values: MomentValues, today: IsoDate): string {
  const day = parseDateInput(values.datum, today);
  const at = parseTimeInput(values.tijdstip);
  return day && at ? toUtcIso(combineBusiness(day, at)) : '';
}

export function toPayload(values: OrderDayFormValues, today: IsoDate): OrderDayPayload {
  const max = values.maximale_producten_per_klant;
  return {
    bestellingsdag: parseDateInput(values.bestellingsdag, today) ?? '',
    bestelling_openings_timestamp: momentPayload(values.moments.openings, today),
    bestelling_sluitings_timestamp: momentPayload(values.moments.sluitings, today),
    bestelling_zichtbaar_timestamp: momentPayload(values.moments.zichtbaar, today),
    bestelling_onzichtbaar_timestamp: momentPayload(values.moments.onzichtbaar, today),
    // An empty number is sent as 0, so the server names the field ('Vul minimaal 1 in.').
    maximale_producten_per_klant: max === '' ? 0 : max,
    inschrijving_geopend: values.inschrijving_geopend,
    zichtbaar: values.zichtbaar,
    products: values.products.map((row) => ({
      ...(row.id === undefined ? {} : { id: row.id }),
      naam: row.productId ? { id: Number(row.productId) } : null,
      hoeveelheid: row.hoeveelheid === '' ? null : row.hoeveelheid,
    })),
    deleted_products: values.deleted.map(({ id }) => ({ id })),
  };
}

/** Whether the form differs from what was loaded (for the unsaved-changes warning). */
export function isDirty(current: OrderDayFormValues, initial: OrderDayFormValues): boolean {
  return JSON.stringify(current) !== JSON.stringify(initial);
}

const FORM_FIELDS = new Set<string>([
  'bestellingsdag',
  'maximale_producten_per_klant',
  'products',
  ...MOMENTS.map((moment) => moment.field),
]);
const ROW_FIELD = /^products\.\d+\.(naam|naam\.id|hoeveelheid)$/;

/** Server messages for fields that have no input on the form (shown in the summary instead). */
export function messagesWithoutInput(errors: Record<string, readonly string[]>): string[] {
  return Object.entries(errors)
    .filter(([field]) => !FORM_FIELDS.has(field) && !ROW_FIELD.test(field))
    .flatMap(([, messages]) => messages);
}

/** The error fields of a product row (spec: products.N.naam, products.N.naam.id, products.N.hoeveelheid). */
export function rowFields(index: number): { naam: string; naamId: string; hoeveelheid: string } {
  return {
    naam: `products.${index}.naam`,
    naamId: `products.${index}.naam.id`,
    hoeveelheid: `products.${index}.hoeveelheid`,
  };
}
