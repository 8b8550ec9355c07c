// The checkout's customer fields (spec names), with the address lookup when postcode and huisnummer lose focus.
import { bindField, FieldCol, FieldGrid, PublicFieldInput as FieldInput } from '../../../components/public-inputs';
import type { AddressLookup } from '../../../components/use-address-lookup';
import type { CustomerDetails, CustomerField } from '../customer-details';

interface CustomerFieldsProps {
  details: CustomerDetails;
  onChange: (changes: Partial<CustomerDetails>) => void;
  /** The checkout's address lookup (it also tells the delivery options whether the address is in the area). */
  lookup: AddressLookup;
}

export function CustomerFields({ details, onChange, lookup }: CustomerFieldsProps) {
  const { lookUpAddress, message } = lookup;
  const field = (name: CustomerField) => bindField<CustomerField>(details, name, onChange);

  return (
    <FieldGrid>
      <FieldCol sm={6}>
        <FieldInput label="Voornaam" autoComplete="given-name" required {...field('voornaam')} />
      </FieldCol>
      <FieldCol sm={6}>
        <FieldInput label="Achternaam" autoComplete="family-name" required {...field('achternaam')} />
      </FieldCol>
      <FieldCol sm={6}>
        <FieldInput
          label="E-mailadres"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...field('email')}
        />
      </FieldCol>
      <FieldCol sm={6}>
        <FieldInput
          label="Telefoonnummer"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          {...field('telefoonnummer')}
        />
      </FieldCol>
      <FieldCol>
        <FieldInput label="Bedrijfsnaam (optioneel)" autoComplete="organization" {...field('bedrijfsnaam')} />
      </FieldCol>
      <FieldCol sm={4}>
        <FieldInput
          label="Postcode"
          autoComplete="postal-code"
          placeholder="1234 AB"
          required
          onBlur={lookUpAddress}
          {...field('postcode')}
        />
      </FieldCol>
      <FieldCol span={7} sm={4}>
        <FieldInput label="Huisnummer" inputMode="numeric" required onBlur={lookUpAddress} {...field('huisnummer')} />
      </FieldCol>
      <FieldCol span={5} sm={4}>
        <FieldInput label="Toevoeging" {...field('huisnummer_extensie')} />
      </FieldCol>
      <FieldCol sm={6}>
        <FieldInput
          label="Straat"
          autoComplete="address-line1"
          required
          description={message ?? undefined}
          {...field('straat')}
        />
      </FieldCol>
      <FieldCol sm={6}>
        <FieldInput label="Plaats" autoComplete="address-level2" required {...field('plaats')} />
      </FieldCol>
    </FieldGrid>
  );
}
