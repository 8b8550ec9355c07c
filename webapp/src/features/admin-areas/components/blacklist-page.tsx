// Blacklist (blacklist-index, spec doc 2 section 2): the table with id, blocked by (user name), postcode, house
// number, e-mail address and description (street and place under the postcode when known); add, edit and delete
// (with confirmation). On a phone the table scrolls sideways.
import { Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { useQuery } from '../../../lib/query';
import { blacklistQuery, deleteBlacklistItem } from '../api/blacklist';
import { addressLines, blacklistName } from '../blacklist-form';
import { BLACKLIST_LIST } from '../paths';
import type { BlacklistItem } from '../types';
import classes from './areas.module.css';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ListToolbar, RecordTable, RefreshFailed, type TableRecord, useDeleteFlow } from './list-parts';
import { type RecordCard, RecordCards } from './record-cards';

const EMPTY = 'Er zijn nog geen blokkades.';
const COLUMNS = ['ID', 'Geblokkeerd door', 'Postcode', 'Huisnummer', 'E-mailadres', 'Omschrijving'];

export function BlacklistPage() {
  const query = useQuery(blacklistQuery);
  const navigate = useNavigate();
  const deletion = useDeleteFlow<BlacklistItem>(deleteBlacklistItem, 'Blokkade verwijderd', blacklistQuery.reload);
  const edit = (id: number) => void navigate(`${BLACKLIST_LIST}/aanpassen/${id}`);

  useEffect(() => {
    if (blacklistQuery.getState().status === 'success') blacklistQuery.reload().catch(() => undefined);
  }, []);

  return (
    <>
      <PageHeading title="Blacklist" />
      {query.status === 'error' && !query.data && <LoadError onRetry={query.retry} />}
      {!query.data && query.status !== 'error' && <PageSkeleton />}
      {query.data && (
        <>
          <Title order={2} size="h3" mb="sm" id="blacklist-title">
            Geblokkeerde adressen en e-mailadressen
          </Title>
          <ListToolbar
            label="Acties voor de blacklist"
            refreshing={query.status === 'loading'}
            onAdd={() => void navigate(`${BLACKLIST_LIST}/toevoegen`)}
            onRefresh={query.retry}
          />
          {query.status === 'error' && <RefreshFailed />}
          <RecordCards
            label="Geblokkeerde adressen en e-mailadressen"
            cards={query.data.map(itemCard)}
            emptyText={EMPTY}
            onEdit={edit}
            onDelete={(id) => deletion.ask(query.data?.find((item) => item.id === id) ?? null)}
          />
          <RecordTable
            titleId="blacklist-title"
            columns={COLUMNS}
            emptyText={EMPTY}
            records={query.data.map(itemRecord)}
            onEdit={edit}
            onDelete={(id) => deletion.ask(query.data?.find((item) => item.id === id) ?? null)}
          />
        </>
      )}
      <ConfirmModal
        opened={deletion.pending !== null}
        title="Blokkade verwijderen"
        confirmLabel="Verwijderen"
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
      >
        Weet u zeker dat u de blokkade van {deletion.pending ? blacklistName(deletion.pending) : ''} wilt verwijderen?
        Daarna kan er weer besteld worden.
      </ConfirmModal>
    </>
  );
}

function itemRecord(item: BlacklistItem): TableRecord {
  const address = addressLines(item);
  return {
    id: item.id,
    name: `Blokkade ${blacklistName(item)}`,
    cells: [
      item.id,
      item.user?.name ?? '–',
      <>
        <span className={classes.nowrap}>{address.postcode}</span>
        {address.street && (
          <Text size="sm" c="dimmed">
            {address.street}
          </Text>
        )}
      </>,
      item.huisnummer ?? '–',
      item.email ?? '–',
      item.omschrijving || '–',
    ],
  };
}

function itemCard(item: BlacklistItem): RecordCard {
  const address = addressLines(item);
  return {
    id: item.id,
    title: blacklistName(item),
    name: `Blokkade ${blacklistName(item)}`,
    fields: [
      { label: 'ID', value: item.id },
      { label: 'Geblokkeerd door', value: item.user?.name ?? '–' },
      { label: 'Postcode', value: address.postcode },
      { label: 'Huisnummer', value: item.huisnummer ?? '–' },
      ...(address.street ? [{ label: 'Adres', value: address.street }] : []),
      { label: 'E-mailadres', value: item.email ?? '–' },
      { label: 'Omschrijving', value: item.omschrijving || '–' },
    ],
  };
}
