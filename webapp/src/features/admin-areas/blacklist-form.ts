// The blacklist form as plain data: values, payload, change detection, when to look up the address, and what the
// table shows (spec doc 2 sections 3 and 5).
import { normaliseHuisnummer, normalisePostcode } from '../../lib/rules/postcode';
import type { BlacklistItem, BlacklistPayload } from './types';
import { postcodeText } from './postal-range-form';

export interface BlacklistFormValues {
  postcode: string;
  huisnummer: string;
  email: string;
  omschrijving: string;
  straat: string;
  plaats: string;
}

export function emptyBlacklistForm(): BlacklistFormValues {
  return { postcode: '', huisnummer: '', email: '', omschrijving: '', straat: '', plaats: '' };
}

export function blacklistFormFrom(item: BlacklistItem): BlacklistFormValues {
  return {
    postcode: item.postcode ?? '',
    huisnummer: item.huisnummer === null ? '' : String(item.huisnummer),
    email: item.email ?? '',
    omschrijving: item.omschrijving,
    straat: item.straat,
    plaats: item.plaats,
  };
}

export function blacklistPayload(values: BlacklistFormValues): BlacklistPayload {
  return {
    postcode: normalisePostcode(values.postcode) ?? values.postcode.trim(),
    huisnummer: values.huisnummer.trim(),
    email: values.email.trim(),
    omschrijving: values.omschrijving.trim(),
    straat: values.straat.trim(),
    plaats: values.plaats.trim(),
  };
}

export function isBlacklistDirty(values: BlacklistFormValues, initial: BlacklistFormValues): boolean {
  return JSON.stringify(blacklistPayload(values)) !== JSON.stringify(blacklistPayload(initial));
}

/**
 * The address to look up after a blur: both postcode and house number filled and valid, and different from the
 * address looked up last time (so leaving a field without changing it does not ask again). Null: no lookup.
 */
export function addressToLookUp(
  values: BlacklistFormValues,
  lastLookedUp: string | null,
): { postcode: string; huisnummer: string; key: string } | null {
  const postcode = normalisePostcode(values.postcode);
  const huisnummer = normaliseHuisnummer(values.huisnummer);
  if (postcode === null || huisnummer === null) return null;
  const key = `${postcode} ${huisnummer}`;
  return key === lastLookedUp ? null : { postcode, huisnummer: String(huisnummer), key };
}

/** The address cell: '3581 WS 1', with street and place when known. */
export function addressLines(item: BlacklistItem): { postcode: string; street: string | null } {
  const street = [item.straat, item.plaats].filter((part) => part.trim() !== '').join(', ');
  return { postcode: postcodeText(item.postcode), street: street === '' ? null : street };
}

/** How the item is named in labels and questions: the e-mail address, or the postcode and house number. */
export function blacklistName(item: BlacklistItem): string {
  const address = item.postcode ? `${postcodeText(item.postcode)}${item.huisnummer ? ` ${item.huisnummer}` : ''}` : '';
  return [address, item.email ?? ''].filter((part) => part !== '').join(', ') || `blokkade ${item.id}`;
}
