// Postcodes (postcode-index, spec doc 2 section 2): the table 'Geauthorizeerde postcodes' with id, postcode begin and
// end, house number begin and end ('alle huisnummers' when none), description and status; add, edit and delete
// (with confirmation). On a phone one card per range.
import { Text, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { useQuery } from '../../../lib/query';
import { destroyPostalRange, postalCodesQuery } from '../api/postal-codes';
import { houseNumbersText, postcodeText, rangeName, statusText } from '../postal-range-form';
import type { PostalRange } from '../types';
import { type RecordColumn } from '../../../components/record-list';
import { ConfirmModal } from '../../../components/confirm-modal';
import { AreaList, ListToolbar, RefreshFailed, useDeleteFlow } from './list-parts';
import { POSTCODES_LIST } from '../paths';

const EMPTY = 'Er zijn nog geen postcodegebieden.';
const COLUMNS: RecordColumn<PostalRange>[] = [
  { head: 'ID', cell: (range) => range.id },
  { head: 'Postcode begin', cell: (range) => postcodeText(range.postcode_begin), nowrap: true },
  { head: 'Postcode eind', cell: (range) => postcodeText(range.postcode_eind), nowrap: true },
  { head: 'Huisnummer begin', cell: (range) => houseNumbersText(range).begin },
  { head: 'Huisnummer eind', cell: (range) => houseNumbersText(range).end },
  { head: 'Omschrijving', cell: (range) => range.omschrijving || '–' },
  {
    head: 'Status',
    cell: (range) => (
      <Text span size="sm" fw={600} c={range.status === 'actief' ? undefined : 'dimmed'}>
        {statusText(range)}
      </Text>
    ),
  },
];

export function PostcodesPage() {
  const query = useQuery(postalCodesQuery);
  const navigate = useNavigate();
  const deletion = useDeleteFlow<PostalRange>(destroyPostalRange, 'Postcode verwijderd', postalCodesQuery.reload);
  const edit = (id: number) => void navigate(`${POSTCODES_LIST}/aanpassen/${id}`);

  // Fresh data every time the screen opens (the cache may hold an older list).
  useEffect(() => {
    if (postalCodesQuery.getState().status === 'success') postalCodesQuery.reload().catch(() => undefined);
  }, []);

  return (
    <>
      <PageHeading title="Postcodes" />
      {query.status === 'error' && !query.data && <LoadError onRetry={query.retry} />}
      {!query.data && query.status !== 'error' && <PageSkeleton />}
      {query.data && (
        <>
          <Title order={2} size="h3" mb="sm" id="postcodes-title">
            Geauthorizeerde postcodes
          </Title>
          <ListToolbar
            label="Acties voor postcodes"
            refreshing={query.status === 'loading'}
            onAdd={() => void navigate(`${POSTCODES_LIST}/toevoegen`)}
            onRefresh={query.retry}
          />
          {query.status === 'error' && <RefreshFailed />}
          <AreaList
            label="Geauthorizeerde postcodes"
            rows={query.data}
            emptyText={EMPTY}
            columns={COLUMNS}
            name={(range) => `Postcode ${rangeName(range)}`}
            title={rangeName}
            fields={rangeFields}
            onEdit={(range) => edit(range.id)}
            onDelete={deletion.ask}
          />
        </>
      )}
      <ConfirmModal
        opened={deletion.pending !== null}
        title="Postcode verwijderen"
        confirmLabel="Verwijderen"
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
      >
        Weet u zeker dat u het postcodegebied {deletion.pending ? rangeName(deletion.pending) : ''} wilt verwijderen? Dit
        kan niet ongedaan worden gemaakt.
      </ConfirmModal>
    </>
  );
}

function rangeFields(range: PostalRange): [string, ReactNode][] {
  const numbers = houseNumbersText(range);
  const houseNumbers = numbers.begin === numbers.end ? numbers.begin : `${numbers.begin} t/m ${numbers.end}`;
  return [
    ['ID', range.id],
    ['Huisnummers', houseNumbers],
    ['Omschrijving', range.omschrijving || '–'],
    ['Status', statusText(range)],
  ];
}
