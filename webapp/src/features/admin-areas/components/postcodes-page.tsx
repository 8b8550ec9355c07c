// Postcodes (postcode-index, spec doc 2 section 2): the table 'Geauthorizeerde postcodes' with id, postcode begin and
// end, house number begin and end ('alle huisnummers' when none), description and status; add, edit and delete
// (with confirmation). On a phone the table scrolls sideways.
import { Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { useQuery } from '../../../lib/query';
import { destroyPostalRange, postalCodesQuery } from '../api/postal-codes';
import { houseNumbersText, postcodeText, rangeName, statusText } from '../postal-range-form';
import type { PostalRange } from '../types';
import classes from './areas.module.css';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ListToolbar, RecordTable, RefreshFailed, type TableRecord, useDeleteFlow } from './list-parts';
import { type RecordCard, RecordCards } from './record-cards';
import { POSTCODES_LIST } from '../paths';

const EMPTY = 'Er zijn nog geen postcodegebieden.';
const COLUMNS = ['ID', 'Postcode begin', 'Postcode eind', 'Huisnummer begin', 'Huisnummer eind', 'Omschrijving', 'Status'];

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
          <RecordCards
            label="Geauthorizeerde postcodes"
            cards={query.data.map(rangeCard)}
            emptyText={EMPTY}
            onEdit={edit}
            onDelete={(id) => deletion.ask(query.data?.find((range) => range.id === id) ?? null)}
          />
          <RecordTable
            titleId="postcodes-title"
            columns={COLUMNS}
            emptyText={EMPTY}
            records={query.data.map(rangeRecord)}
            onEdit={edit}
            onDelete={(id) => deletion.ask(query.data?.find((range) => range.id === id) ?? null)}
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

function rangeRecord(range: PostalRange): TableRecord {
  const numbers = houseNumbersText(range);
  return {
    id: range.id,
    name: `Postcode ${rangeName(range)}`,
    cells: [
      range.id,
      <span className={classes.nowrap}>{postcodeText(range.postcode_begin)}</span>,
      <span className={classes.nowrap}>{postcodeText(range.postcode_eind)}</span>,
      numbers.begin,
      numbers.end,
      range.omschrijving || '–',
      <Text span size="sm" fw={600} c={range.status === 'actief' ? undefined : 'dimmed'}>
        {statusText(range)}
      </Text>,
    ],
  };
}

function rangeCard(range: PostalRange): RecordCard {
  const numbers = houseNumbersText(range);
  const houseNumbers = numbers.begin === numbers.end ? numbers.begin : `${numbers.begin} t/m ${numbers.end}`;
  return {
    id: range.id,
    title: rangeName(range),
    name: `Postcode ${rangeName(range)}`,
    fields: [
      { label: 'ID', value: range.id },
      { label: 'Huisnummers', value: houseNumbers },
      { label: 'Omschrijving', value: range.omschrijving || '–' },
      { label: 'Status', value: statusText(range) },
    ],
  };
}
