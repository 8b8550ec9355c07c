// A customer's name, contact and address fields for the admin forms (order and customer), with the address lookup
// when postcode or house number lose focus: street and place are filled in and stay editable (spec doc 2 section 5).
// The fields carry the API's names, so the server's 422 errors land under them (the house-number addition is
// `huisnummer_extension` for orders and customers; the checkout itself spells it `huisnummer_extensie`).
import { Grid, Text } from '@mantine/core';
import { useEffect } from 'react';
import { normaliseHuisnummer, normalisePostcode } from '../lib/rules/postcode';
import { bindField, FieldInput } from './field-input';
import { type AddressQuery, useAddressLookup } from './use-address-lookup';

export type ExtensionField = 'huisnummer_extensie' | 'huisnummer_extension';
export type CustomerField =
  | 'voornaam'
  | 'achternaam'
  | 'email'
  | 'telefoonnummer'
  | 'bedrijfsnaam'
  | 'postcode'
  | 'huisnummer'
  | 'straat'
  | 'plaats'
  | ExtensionField;
export type CustomerValues = Partial<Record<CustomerField, string>> &
  Record<Exclude<CustomerField, ExtensionField>, string>;

interface CustomerFieldsProps {
  values: CustomerValues;
  extensionField: ExtensionField;
  /** Whether telephone and address are required (an order: yes, as in the checkout; a customer record: no). */
  contactRequired?: boolean;
  onChange: (changes: Partial<Record<CustomerField, string>>) => void;
  /** Told whether the address now in the fields lies in the delivery area (null while unknown; decision 0051). */
  onDeliveryArea?: (inside: boolean | null) => void;
}

const ADDRESS_NOT_FOUND = 'Het adres kon niet automatisch worden gevonden. Vul de straat en plaats zelf in.';

export function CustomerFields({
  values,
  extensionField,
  contactRequired = true,
  onChange,
  onDeliveryArea,
}: CustomerFieldsProps) {
  const lookup = useAddressLookup(addressQuery(values), {
    notFound: ADDRESS_NOT_FOUND,
    onFound: onChange,
    initial: addressQuery(values),
  });
  useEffect(() => onDeliveryArea?.(lookup.inDeliveryArea), [lookup.inDeliveryArea, onDeliveryArea]);
  const lookUpAddress = lookup.lookUpAddress;
  const field = (name: CustomerField) => bindField<CustomerField>(values, name, onChange);

  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <FieldInput label="Voornaam" autoComplete="off" required {...field('voornaam')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <FieldInput label="Achternaam" autoComplete="off" required {...field('achternaam')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <FieldInput label="E-mailadres" type="email" inputMode="email" autoComplete="off" required {...field('email')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <FieldInput label="Telefoonnummer" type="tel" inputMode="tel" autoComplete="off" required={contactRequired} {...field('telefoonnummer')} />
      </Grid.Col>
      <Grid.Col span={12}>
        <FieldInput label="Bedrijfsnaam (optioneel)" autoComplete="off" {...field('bedrijfsnaam')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <FieldInput label="Postcode" placeholder="1234AB" autoComplete="off" required={contactRequired} onBlur={lookUpAddress} {...field('postcode')} />
      </Grid.Col>
      <Grid.Col span={{ base: 7, sm: 4 }}>
        <FieldInput label="Huisnummer" inputMode="numeric" autoComplete="off" required={contactRequired} onBlur={lookUpAddress} {...field('huisnummer')} />
      </Grid.Col>
      <Grid.Col span={{ base: 5, sm: 4 }}>
        <FieldInput label="Toevoeging" autoComplete="off" {...field(extensionField)} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <FieldInput label="Straat" autoComplete="off" required={contactRequired} disabled={lookup.busy} {...field('straat')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <FieldInput label="Plaats" autoComplete="off" required={contactRequired} disabled={lookup.busy} {...field('plaats')} />
      </Grid.Col>
      <Grid.Col span={12} py={0}>
        <Text size="sm" c="dimmed" role="status" aria-live="polite">
          {lookup.busy ? 'Adres opzoeken…' : (lookup.message ?? '')}
        </Text>
      </Grid.Col>
    </Grid>
  );
}

/** The address to look up once postcode and house number are valid (the postcode sent normalised); null otherwise. */
function addressQuery(values: Pick<CustomerValues, 'postcode' | 'huisnummer'>): AddressQuery | null {
  const postcode = normalisePostcode(values.postcode);
  const huisnummer = normaliseHuisnummer(values.huisnummer);
  if (postcode === null || huisnummer === null) return null;
  return { postcode, huisnummer: values.huisnummer, key: `${postcode} ${huisnummer}` };
}
