// The address lookup of every form with an address (checkout, donation, admin order and customer): when postcode or
// house number lose focus, street and place are looked up once per postcode and house number and filled in; they
// stay editable, and when the lookup finds nothing the form shows `message` and the user types them.
import { useRef, useState } from 'react';
import { resolvePostalCode } from '../lib/address-lookup';
import { clearFieldError } from '../lib/stores/field-errors-store';

/** What to look up (sent trimmed), or null while postcode or house number cannot be looked up yet. */
export interface AddressQuery {
  postcode: string;
  huisnummer: string;
  /** Equal keys are looked up once; defaults to postcode and house number. */
  key?: string;
}

/**
 * The server's message for a delivery outside the area (soepkern.domain.checkout.NOT_DELIVERED_HERE), shown under
 * 'Ophalen of bezorgen' as soon as 'Bezorgen' is chosen for such an address (checkout and staff order form).
 */
export const NOT_DELIVERED_HERE = 'Wij bezorgen helaas niet op dit adres. U kunt de soep wel ophalen.';

/** The public site's message when the lookup finds nothing and the server gives no message of its own. */
const ADDRESS_NOT_FOUND = 'Wij konden het adres niet automatisch vinden. Vul de straat en plaats zelf in.';

interface AddressLookupOptions {
  /** The message when the lookup finds nothing and the server gives no message of its own. */
  notFound?: string;
  onFound: (address: { straat: string; plaats: string }) => void;
  /** The query of the values the form opens with: those are not looked up again (an existing address). */
  initial?: AddressQuery | null;
}

export interface AddressLookup {
  lookUpAddress: () => void;
  busy: boolean;
  message: string | null;
  /** Whether the address now in the form lies in the delivery area; null while unknown (not looked up yet). */
  inDeliveryArea: boolean | null;
}

export function useAddressLookup(query: AddressQuery | null, options: AddressLookupOptions): AddressLookup {
  const { notFound = ADDRESS_NOT_FOUND, onFound, initial = null } = options;
  const [state, setState] = useState<{ busy: boolean; message: string | null }>({ busy: false, message: null });
  const [area, setArea] = useState<{ key: string; inside: boolean } | null>(null);
  const lastLookedUp = useRef<string | null>(initial ? queryKey(initial) : null);

  const lookUpAddress = () => {
    if (query === null) return;
    const key = queryKey(query);
    if (key === lastLookedUp.current) return;
    lastLookedUp.current = key;
    setState((current) => ({ ...current, busy: true })); // the last message stays till the answer
    resolvePostalCode(query.postcode.trim(), query.huisnummer.trim()).then(
      (answer) => {
        if (typeof answer.bezorggebied === 'boolean') setArea({ key, inside: answer.bezorggebied });
        if (answer.straat && answer.plaats) {
          onFound({ straat: answer.straat, plaats: answer.plaats });
          clearFieldError('straat');
          clearFieldError('plaats');
          setState({ busy: false, message: null });
        } else {
          setState({ busy: false, message: answer.message || notFound });
        }
      },
      () => setState({ busy: false, message: notFound }),
    );
  };

  const inDeliveryArea = area !== null && query !== null && area.key === queryKey(query) ? area.inside : null;
  return { lookUpAddress, ...state, inDeliveryArea };
}

function queryKey(query: AddressQuery): string {
  return query.key ?? `${query.postcode.trim()}|${query.huisnummer.trim()}`;
}
