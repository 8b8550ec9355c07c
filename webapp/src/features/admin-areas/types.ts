// The shapes of the postal-code and blacklist calls (docs/api.md, 'Postal codes and blacklist').

export type RangeStatus = 'actief' | 'niet-actief';

/** One authorised postal-code range; house numbers null means all house numbers. */
export interface PostalRange {
  id: number;
  postcode_begin: string;
  postcode_eind: string;
  huisnummer_begin: number | null;
  huisnummer_eind: number | null;
  alle_huisnummers: boolean;
  omschrijving: string;
  status: RangeStatus;
}

export interface PostalRangePayload {
  postcode_begin: string;
  postcode_eind: string;
  huisnummer_begin: number | null;
  huisnummer_eind: number | null;
  alle_huisnummers: boolean;
  omschrijving: string;
  status: boolean;
}

export interface PostalRangeAnswer {
  message: string;
  postcode: PostalRange;
}

/** One blocked address and/or e-mail address, with who blocked it. */
export interface BlacklistItem {
  id: number;
  user: { id: number; name: string } | null;
  postcode: string | null;
  huisnummer: number | null;
  email: string | null;
  omschrijving: string;
  straat: string;
  plaats: string;
}

export interface BlacklistPayload {
  postcode: string;
  huisnummer: string;
  email: string;
  omschrijving: string;
  straat: string;
  plaats: string;
}

export interface BlacklistAnswer {
  message: string;
  blokkade: BlacklistItem;
}

export interface MessageAnswer {
  message: string;
}
