// Blokkade toevoegen (blacklist/toevoegen) and Blokkade aanpassen (blacklist/aanpassen/{blacklist}). After saving,
// the server's message ('Blokkade aangemaakt' / 'Blokkade aangepast') shows as a toast and the list opens again.
import { useParams } from 'react-router';
import { blacklistQuery, createBlacklistItem, editBlacklistItem, refreshBlacklistItem } from '../api/blacklist';
import { blacklistFormFrom, type BlacklistFormValues, blacklistPayload, emptyBlacklistForm } from '../blacklist-form';
import { BLACKLIST_LIST } from '../paths';
import type { BlacklistItem, BlacklistPayload } from '../types';
import { BlacklistForm } from './blacklist-form';
import { RecordAddPage, RecordEditPage, type RecordPages } from './record-pages';

const PAGES: RecordPages<BlacklistItem, BlacklistFormValues, BlacklistPayload> = {
  noun: 'Blokkade',
  list: BLACKLIST_LIST,
  notFound: 'Deze blokkade bestaat niet (meer).',
  listQuery: blacklistQuery,
  empty: emptyBlacklistForm,
  formFrom: blacklistFormFrom,
  payload: blacklistPayload,
  create: createBlacklistItem,
  edit: editBlacklistItem,
  refresh: refreshBlacklistItem,
  Form: BlacklistForm,
};

export function BlacklistAddPage() {
  return <RecordAddPage pages={PAGES} />;
}

export function BlacklistEditPage() {
  const { blacklist = '' } = useParams();
  return <RecordEditPage pages={PAGES} id={blacklist} />;
}
