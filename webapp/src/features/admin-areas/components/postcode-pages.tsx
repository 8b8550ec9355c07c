// The postal ranges' screens (spec doc 2 section 2). Postcodes (postcode-index): the table 'Geauthorizeerde
// postcodes' with id, postcode begin and end, house number begin and end ('alle huisnummers' when none), description
// and status; add, edit and delete (with confirmation); on a phone one card per range. Postcode toevoegen
// (postcodes/toevoegen) and Postcode aanpassen (postcodes/aanpassen/{postcode}): after saving, the server's message
// ('Postcode aangemaakt' / 'Postcode aangepast') shows as a toast and the list opens again.
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { type RecordColumn } from '../../../components/record-list';
import {
  createPostalRange,
  destroyPostalRange,
  editPostalRange,
  postalCodesQuery,
  refreshPostalRange,
} from '../api/postal-codes';
import { POSTCODES_LIST } from '../paths';
import {
  emptyRangeForm,
  houseNumbersText,
  postcodeText,
  type PostalRangeFormValues,
  rangeFormFrom,
  rangeName,
  rangePayload,
  statusText,
} from '../postal-range-form';
import type { PostalRange, PostalRangePayload } from '../types';
import { AreaListPage } from './list-parts';
import { PostcodeForm } from './postcode-form';
import { RecordAddPage, RecordEditPage, type AreaScreens } from './record-pages';

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

const SCREENS: AreaScreens<PostalRange, PostalRangeFormValues, PostalRangePayload> = {
  noun: 'Postcode',
  list: POSTCODES_LIST,
  notFound: 'Dit postcodegebied bestaat niet (meer).',
  query: postalCodesQuery,
  empty: emptyRangeForm,
  formFrom: rangeFormFrom,
  payload: rangePayload,
  create: createPostalRange,
  edit: editPostalRange,
  refresh: refreshPostalRange,
  pageTitle: 'Postcodes',
  label: 'Geauthorizeerde postcodes',
  toolbarLabel: 'Acties voor postcodes',
  remove: destroyPostalRange,
  removeQuestion: (name) => (
    <>Weet u zeker dat u het postcodegebied {name} wilt verwijderen? Dit kan niet ongedaan worden gemaakt.</>
  ),
  emptyText: EMPTY,
  columns: COLUMNS,
  title: rangeName,
  fields: rangeFields,
  Form: PostcodeForm,
};

export function PostcodesPage() {
  return <AreaListPage screen={SCREENS} />;
}

export function PostcodeAddPage() {
  return <RecordAddPage screens={SCREENS} />;
}

export function PostcodeEditPage() {
  const { postcode = '' } = useParams();
  return <RecordEditPage screens={SCREENS} id={postcode} />;
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
