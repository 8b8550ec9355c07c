// The blacklist's screens (spec doc 2 section 2). Blacklist (blacklist-index): the table with id, blocked by (user
// name), postcode, house number, e-mail address and description (street and place under the postcode when known);
// add, edit and delete (with confirmation); on a phone one card per entry. Blokkade toevoegen (blacklist/toevoegen)
// and Blokkade aanpassen (blacklist/aanpassen/{blacklist}): after saving, the server's message ('Blokkade aangemaakt'
// / 'Blokkade aangepast') shows as a toast and the list opens again.
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { type RecordColumn, WithSecondLine } from '../../../components/record-list';
import classes from '../../../components/record-list.module.css';
import {
  blacklistQuery,
  createBlacklistItem,
  deleteBlacklistItem,
  editBlacklistItem,
  refreshBlacklistItem,
} from '../api/blacklist';
import {
  addressLines,
  blacklistFormFrom,
  type BlacklistFormValues,
  blacklistName,
  blacklistPayload,
  emptyBlacklistForm,
} from '../blacklist-form';
import { BLACKLIST_LIST } from '../paths';
import type { BlacklistItem, BlacklistPayload } from '../types';
import { BlacklistForm } from './blacklist-form';
import { AreaListPage } from './list-parts';
import { RecordAddPage, RecordEditPage, type AreaScreens } from './record-pages';

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

const SCREENS: AreaScreens<BlacklistItem, BlacklistFormValues, BlacklistPayload> = {
  noun: 'Blokkade',
  list: BLACKLIST_LIST,
  notFound: 'Deze blokkade bestaat niet (meer).',
  query: blacklistQuery,
  empty: emptyBlacklistForm,
  formFrom: blacklistFormFrom,
  payload: blacklistPayload,
  create: createBlacklistItem,
  edit: editBlacklistItem,
  refresh: refreshBlacklistItem,
  pageTitle: 'Blacklist',
  label: 'Geblokkeerde adressen en e-mailadressen',
  toolbarLabel: 'Acties voor de blacklist',
  remove: deleteBlacklistItem,
  removeQuestion: (name) => (
    <>Weet u zeker dat u de blokkade van {name} wilt verwijderen? Daarna kan er weer besteld worden.</>
  ),
  emptyText: EMPTY,
  columns: COLUMNS,
  title: blacklistName,
  fields: itemFields,
  Form: BlacklistForm,
};

export function BlacklistPage() {
  return <AreaListPage screen={SCREENS} />;
}

export function BlacklistAddPage() {
  return <RecordAddPage screens={SCREENS} />;
}

export function BlacklistEditPage() {
  const { blacklist = '' } = useParams();
  return <RecordEditPage screens={SCREENS} id={blacklist} />;
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
