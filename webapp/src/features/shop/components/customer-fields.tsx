// The checkout's customer fields (spec names), with the address lookup when postcode and huisnummer lose focus.
import { Grid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { clearFieldError, useFieldError } from '../../../lib/stores/field-errors-store';
import { resolvePostalCode } from '../api/resolve-postal-code';
import { type CustomerDetails, type CustomerField, canLookUpAddress } from '../customer-details';

interface CustomerFieldsProps {
  details: CustomerDetails;
  onChange: (changes: Partial<CustomerDetails>) => void;
}

const ADDRESS_NOT_FOUND = 'Wij konden het adres niet automatisch vinden. Vul de straat en plaats zelf in.';

export function CustomerFields({ details, onChange }: CustomerFieldsProps) {
  const [lookupMessage, setLookupMessage] = useState<string | null>(null);
  const [lookedUp, setLookedUp] = useState('');

  function lookUpAddress() {
    if (!canLookUpAddress(details)) return;
    const key = `${details.postcode.trim()}|${details.huisnummer.trim()}`;
    if (key === lookedUp) return;
    setLookedUp(key);
    resolvePostalCode(details.postcode.trim(), details.huisnummer.trim()).then(
      (address) => {
        if (address.straat && address.plaats) {
          onChange({ straat: address.straat, plaats: address.plaats });
          clearFieldError('straat');
          clearFieldError('plaats');
          setLookupMessage(null);
        } else {
          setLookupMessage(address.message || ADDRESS_NOT_FOUND);
        }
      },
      () => setLookupMessage(ADDRESS_NOT_FOUND),
    );
  }

  const field = (name: CustomerField) => ({
    name,
    value: details[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      clearFieldError(name);
      onChange({ [name]: event.currentTarget.value });
    },
  });

  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <FieldInput label="Voornaam" autoComplete="given-name" required {...field('voornaam')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <FieldInput label="Achternaam" autoComplete="family-name" required {...field('achternaam')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <FieldInput
          label="E-mailadres"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...field('email')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <FieldInput
          label="Telefoonnummer"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          {...field('telefoonnummer')}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <FieldInput label="Bedrijfsnaam (optioneel)" autoComplete="organization" {...field('bedrijfsnaam')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <FieldInput
          label="Postcode"
          autoComplete="postal-code"
          placeholder="1234 AB"
          required
          onBlur={lookUpAddress}
          {...field('postcode')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 7, sm: 4 }}>
        <FieldInput label="Huisnummer" inputMode="numeric" required onBlur={lookUpAddress} {...field('huisnummer')} />
      </Grid.Col>
      <Grid.Col span={{ base: 5, sm: 4 }}>
        <FieldInput label="Toevoeging" {...field('huisnummer_extensie')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <FieldInput
          label="Straat"
          autoComplete="address-line1"
          required
          description={lookupMessage ?? undefined}
          {...field('straat')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <FieldInput label="Plaats" autoComplete="address-level2" required {...field('plaats')} />
      </Grid.Col>
    </Grid>
  );
}

type FieldInputProps = React.ComponentProps<typeof TextInput> & { name: string };

function FieldInput({ name, ...props }: FieldInputProps) {
  const error = useFieldError(name);
  return <TextInput name={name} size="md" error={error} {...props} />;
}
