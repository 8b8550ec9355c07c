// The order's customer link (spec doc 2 section 3: klant_soort bestaand/nieuw, customer_id): a new customer, or an
// existing one found by search (bestellingen_search_klanten/{term}; without a term the list of
// bestellingen_get_klanten). Choosing one fills the customer fields.
import { Group, Radio, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { clearFieldError, useFieldError } from '../../../lib/stores/field-errors-store';
import { customersQuery, searchCustomers } from '../api/form-data';
import { customerLabel } from '../order-form';
import type { CustomerChoice, KlantSoort } from '../types';
import { useQuery } from '../../../lib/query';

interface CustomerLinkProps {
  klantSoort: KlantSoort;
  customerId: number | null;
  /** How the linked customer is named before any search (edit: the order's own name). */
  linkedName: string;
  onKind: (kind: KlantSoort) => void;
  onChoose: (customer: CustomerChoice) => void;
}

const MAX_OPTIONS = 50;

export function CustomerLink({ klantSoort, customerId, linkedName, onKind, onChoose }: CustomerLinkProps) {
  const error = useFieldError('customer_id');
  const kindError = useFieldError('klant_soort');
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term.trim(), 300);
  const [found, setFound] = useState<CustomerChoice[] | null>(null);
  const [searching, setSearching] = useState(false);
  // Choosing an option puts its label in the search box: that is no new search.
  const [chosenLabel, setChosenLabel] = useState<string | null>(null);
  const all = useQuery(customersQuery);

  useEffect(() => {
    if (klantSoort !== 'bestaand' || debounced === '') {
      setFound(null);
      return undefined;
    }
    if (debounced === chosenLabel?.trim()) return undefined;
    const controller = new AbortController();
    setSearching(true);
    searchCustomers(debounced, controller.signal).then(
      (customers) => {
        setFound(customers);
        setSearching(false);
      },
      () => {
        if (!controller.signal.aborted) {
          setFound([]);
          setSearching(false);
        }
      },
    );
    return () => controller.abort();
  }, [debounced, klantSoort, chosenLabel]);

  const customers = useMemo(() => (found ?? all.data ?? []).slice(0, MAX_OPTIONS), [found, all.data]);
  const options = useMemo(() => {
    const list = customers.map((customer) => ({ value: String(customer.id), label: customerLabel(customer) }));
    if (customerId !== null && !list.some((option) => option.value === String(customerId))) {
      list.unshift({ value: String(customerId), label: linkedName || `Klant ${customerId}` });
    }
    return list;
  }, [customers, customerId, linkedName]);

  return (
    <div>
      <Radio.Group
        label="Klant"
        value={klantSoort}
        error={kindError}
        onChange={(value) => {
          clearFieldError('klant_soort');
          clearFieldError('customer_id');
          onKind(value === 'bestaand' ? 'bestaand' : 'nieuw');
        }}
      >
        <Group gap="lg" mt={6}>
          <Radio value="nieuw" label="Nieuwe klant" />
          <Radio value="bestaand" label="Bestaande klant" />
        </Group>
      </Radio.Group>
      {klantSoort === 'bestaand' && (
        <Select
          mt="sm"
          label="Bestaande klant zoeken"
          placeholder="Naam, e-mailadres of postcode"
          searchable
          data={options}
          value={customerId === null ? null : String(customerId)}
          searchValue={term}
          onSearchChange={setTerm}
          filter={({ options: all }) => all}
          nothingFoundMessage={searching ? 'Zoeken…' : 'Geen klanten gevonden'}
          error={error}
          maxDropdownHeight={280}
          onChange={(value) => {
            const chosen = customers.find((customer) => String(customer.id) === value);
            if (chosen) {
              setChosenLabel(customerLabel(chosen));
              clearFieldError('customer_id');
              onChoose(chosen);
            }
          }}
        />
      )}
      {klantSoort === 'bestaand' && customerId === null && !error && (
        <Text size="sm" c="dimmed" mt={4}>
          Kies een klant: de klantgegevens worden dan ingevuld.
        </Text>
      )}
    </div>
  );
}
