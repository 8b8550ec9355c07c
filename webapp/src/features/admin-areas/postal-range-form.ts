// The postal-code range form as plain data: its values, the payload for the server, change detection and what the
// table shows (spec doc 2 sections 3 and 5).
import { normalisePostcode, showPostcode } from '../../lib/rules/postcode';
import type { PostalRange, PostalRangePayload } from './types';

export interface PostalRangeFormValues {
  postcode_begin: string;
  postcode_eind: string;
  /** A whole number, or '' while empty (Mantine NumberInput). */
  huisnummer_begin: number | '';
  huisnummer_eind: number | '';
  alle_huisnummers: boolean;
  omschrijving: string;
  actief: boolean;
}

export const POSTCODE_PLACEHOLDER = '1234AB';
export const POSTCODE_INVALID = 'Vul een geldige postcode in, bijvoorbeeld 1234AB.';
export const ALL_HOUSE_NUMBERS = 'alle huisnummers';

export function emptyRangeForm(): PostalRangeFormValues {
  return {
    postcode_begin: '',
    postcode_eind: '',
    huisnummer_begin: '',
    huisnummer_eind: '',
    alle_huisnummers: false,
    omschrijving: '',
    actief: true,
  };
}

export function rangeFormFrom(range: PostalRange): PostalRangeFormValues {
  const all = range.alle_huisnummers || (range.huisnummer_begin === null && range.huisnummer_eind === null);
  return {
    postcode_begin: range.postcode_begin,
    postcode_eind: range.postcode_eind,
    huisnummer_begin: all ? '' : (range.huisnummer_begin ?? ''),
    huisnummer_eind: all ? '' : (range.huisnummer_eind ?? ''),
    alle_huisnummers: all,
    omschrijving: range.omschrijving,
    actief: range.status === 'actief',
  };
}

/** Switching 'Alle huisnummers' on clears the house numbers (spec doc 2 section 5). */
export function withAllHouseNumbers(values: PostalRangeFormValues, all: boolean): PostalRangeFormValues {
  return all ? { ...values, alle_huisnummers: true, huisnummer_begin: '', huisnummer_eind: '' } : { ...values, alle_huisnummers: false };
}

export function rangePayload(values: PostalRangeFormValues): PostalRangePayload {
  const number = (value: number | ''): number | null => (values.alle_huisnummers || value === '' ? null : value);
  return {
    postcode_begin: normalisePostcode(values.postcode_begin) ?? values.postcode_begin.trim(),
    postcode_eind: normalisePostcode(values.postcode_eind) ?? values.postcode_eind.trim(),
    huisnummer_begin: number(values.huisnummer_begin),
    huisnummer_eind: number(values.huisnummer_eind),
    alle_huisnummers: values.alle_huisnummers,
    omschrijving: values.omschrijving.trim(),
    status: values.actief,
  };
}

export function isRangeDirty(values: PostalRangeFormValues, initial: PostalRangeFormValues): boolean {
  return JSON.stringify(rangePayload(values)) !== JSON.stringify(rangePayload(initial));
}

/** On blur: the stored form '1234AB', or an error for text that is not a postcode (empty stays empty). */
export function checkPostcode(text: string): { text: string; error: string | null } {
  if (text.trim() === '') return { text: '', error: null };
  const normalised = normalisePostcode(text);
  return normalised ? { text: normalised, error: null } : { text, error: POSTCODE_INVALID };
}

/** '3511 AB', or the text as stored when it is somehow not a valid postcode. */
export function postcodeText(postcode: string | null): string {
  return showPostcode(postcode) || '–';
}

/** The house-number cell: 'alle huisnummers' when the range has none. */
export function houseNumbersText(range: PostalRange): { begin: string; end: string } {
  if (range.alle_huisnummers || (range.huisnummer_begin === null && range.huisnummer_eind === null)) {
    return { begin: ALL_HOUSE_NUMBERS, end: ALL_HOUSE_NUMBERS };
  }
  return { begin: String(range.huisnummer_begin ?? '–'), end: String(range.huisnummer_eind ?? '–') };
}

export function statusText(range: PostalRange): string {
  return range.status === 'actief' ? 'Actief' : 'Niet actief';
}

/** '3500 AA – 3585 ZZ', used in labels and questions. */
export function rangeName(range: PostalRange): string {
  return `${postcodeText(range.postcode_begin)} – ${postcodeText(range.postcode_eind)}`;
}
