// Blacklist (blacklist-index, spec doc 2 section 2): the table with id, blocked by (user name), postcode, house
// number, e-mail address and description (street and place under the postcode when known); add, edit and delete
// (with confirmation). On a phone one card per entry.
import { Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { useQuery } from '../../../lib/query';
import { blacklistQuery, deleteBlacklistItem } from '../api/blacklist';
import { addressLines, blacklistName } from '../blacklist-form';
import { BLACKLIST_LIST } from '../paths';
import type { BlacklistItem } from '../types';
import { type RecordColumn, WithSecondLine } from '../../../components/record-list';
import classes from '../../../components/record-list.module.css';
import { ConfirmModal } from '../../../components/confirm-modal';
import { AreaList, ListToolbar, RefreshFailed, useDeleteFlow } from './list-parts';

const EMPTY = 'Er zijn nog geen blokkades.';
const COLUMNS: RecordColumn<BlacklistItem>[] = [
  { head: 'ID', cell: (item) => item.id },
  { head: 'Geblokkeerd door', cell: (item) => item.user?.name ?? '–' },
  {
    head: 'Postcode',
    cell: (item) => {
      const address = addressLines(item);
      return (
        <WithSecondLine second={address.street}>
          <span className={classes.nowrap}>{address.postcode}</span>
        </WithSecondLine>
      );
    },
  },
  { head: 'Huisnummer', cell: (item) => item.huisnummer ?? '–' },
  { head: 'E-mailadres', cell: (item) => item.email ?? '–' },
  { head: 'Omschrijving', cell: (item) => item.omschrijving || '–' },
];

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
          <AreaList
            label="Geblokkeerde adressen en e-mailadressen"
            rows={query.data}
            emptyText={EMPTY}
            columns={COLUMNS}
            name={(item) => `Blokkade ${blacklistName(item)}`}
            title={blacklistName}
            fields={itemFields}
            onEdit={(item) => edit(item.id)}
            onDelete={deletion.ask}
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

function itemFields(item: BlacklistItem): [string, ReactNode][] {
  const address = addressLines(item);
  return [
    ['ID', item.id],
    ['Geblokkeerd door', item.user?.name ?? '–'],
    ['Postcode', address.postcode],
    ['Huisnummer', item.huisnummer ?? '–'],
    ...(address.street ? [['Adres', address.street] as [string, ReactNode]] : []),
    ['E-mailadres', item.email ?? '–'],
    ['Omschrijving', item.omschrijving || '–'],
  ];
}
