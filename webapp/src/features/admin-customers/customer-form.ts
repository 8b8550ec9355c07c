// The customer edit form as plain data (spec doc 2 sections 3, 4 and 5; contract 'Orders and customers (staff)'):
// values, reading a customer into them, switching standing customer on and off (off clears the defaults), the
// payload for edit_customer (with the care note for the delivery round) and change detection.
import { normalisePostcode } from '../../lib/rules/postcode';
import type { BezorgOptie, Customer, CustomerPayload } from './types';

/** The payload's fields, with the two standing-customer defaults still possibly empty ('' rather than null). */
export type CustomerFormValues = Omit<CustomerPayload, 'vaste_klant_producten' | 'vaste_klant_bezorgkeuze'> & {
  vaste_klant_producten: number | '';
  vaste_klant_bezorgkeuze: BezorgOptie | '';
};

/** Spec: the default number of products of a standing customer is at least 1. */
export const MIN_STANDING_PRODUCTS = 1;

function text(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

export function formFromCustomer(customer: Customer): CustomerFormValues {
  return {
    voornaam: text(customer.voornaam),
    achternaam: text(customer.achternaam),
    email: text(customer.email),
    telefoonnummer: text(customer.telefoonnummer),
    postcode: text(customer.postcode),
    huisnummer: text(customer.huisnummer),
    huisnummer_extension: text(customer.huisnummer_extension),
    straat: text(customer.straat),
    plaats: text(customer.plaats),
    bedrijfsnaam: text(customer.bedrijfsnaam),
    vaste_klant: customer.vaste_klant,
    vaste_klant_mailen: customer.vaste_klant_mailen,
    vaste_klant_producten: customer.vaste_klant_producten ?? '',
    vaste_klant_bezorgkeuze: customer.vaste_klant_bezorgkeuze ?? '',
    bezorg_notitie: text(customer.bezorg_notitie),
  };
}

/**
 * The vaste_klant switch. Off: not mailed, no default products, no delivery choice (spec doc 2 section 4). On: one
 * portion as a starting point when none was set.
 */
export function withStanding(values: CustomerFormValues, on: boolean): CustomerFormValues {
  if (!on) {
    return { ...values, vaste_klant: false, vaste_klant_mailen: false, vaste_klant_producten: '', vaste_klant_bezorgkeuze: '' };
  }
  return {
    ...values,
    vaste_klant: true,
    vaste_klant_producten: values.vaste_klant_producten === '' ? MIN_STANDING_PRODUCTS : values.vaste_klant_producten,
  };
}

export function toCustomerPayload(values: CustomerFormValues): CustomerPayload {
  const standing = values.vaste_klant;
  return {
    voornaam: values.voornaam.trim(),
    achternaam: values.achternaam.trim(),
    email: values.email.trim(),
    telefoonnummer: values.telefoonnummer.trim(),
    postcode: normalisePostcode(values.postcode) ?? values.postcode.trim(),
    huisnummer: values.huisnummer.trim(),
    huisnummer_extension: values.huisnummer_extension.trim(),
    straat: values.straat.trim(),
    plaats: values.plaats.trim(),
    bedrijfsnaam: values.bedrijfsnaam.trim(),
    vaste_klant: standing,
    vaste_klant_mailen: standing && values.vaste_klant_mailen,
    vaste_klant_producten: standing && values.vaste_klant_producten !== '' ? values.vaste_klant_producten : null,
    vaste_klant_bezorgkeuze: standing && values.vaste_klant_bezorgkeuze !== '' ? values.vaste_klant_bezorgkeuze : null,
    bezorg_notitie: values.bezorg_notitie.trim(),
  };
}

export function isCustomerDirty(values: CustomerFormValues, initial: CustomerFormValues): boolean {
  return JSON.stringify(toCustomerPayload(values)) !== JSON.stringify(toCustomerPayload(initial));
}

/** What the browser checks before sending (the server checks again): field -> message. */
export function customerClientErrors(values: CustomerFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.vaste_klant) return errors;
  if (values.vaste_klant_producten === '' || values.vaste_klant_producten < MIN_STANDING_PRODUCTS) {
    errors.vaste_klant_producten = `Vul minimaal ${MIN_STANDING_PRODUCTS} in.`;
  }
  if (values.vaste_klant_bezorgkeuze === '') errors.vaste_klant_bezorgkeuze = 'Kies ophalen of bezorgen.';
  return errors;
}

// The customer screen's own failure texts; none where the API client already spoke (decision 0127).
export const PAUSE_SAVE_FAILED = 'Opslaan is niet gelukt. Probeer het opnieuw.';
export const PAUSE_DELETE_FAILED = 'Verwijderen is niet gelukt. Probeer het opnieuw.';
export const DATA_DOWNLOAD_FAILED = 'Het downloaden is niet gelukt.';
