// Postcode toevoegen (postcodes/toevoegen) and Postcode aanpassen (postcodes/aanpassen/{postcode}). After saving, the
// server's message ('Postcode aangemaakt' / 'Postcode aangepast') shows as a toast and the list opens again.
import { useParams } from 'react-router';
import { createPostalRange, editPostalRange, postalCodesQuery, refreshPostalRange } from '../api/postal-codes';
import { POSTCODES_LIST } from '../paths';
import { emptyRangeForm, type PostalRangeFormValues, rangeFormFrom, rangePayload } from '../postal-range-form';
import type { PostalRange, PostalRangePayload } from '../types';
import { PostcodeForm } from './postcode-form';
import { RecordAddPage, RecordEditPage, type RecordPages } from './record-pages';

const PAGES: RecordPages<PostalRange, PostalRangeFormValues, PostalRangePayload> = {
  noun: 'Postcode',
  list: POSTCODES_LIST,
  notFound: 'Dit postcodegebied bestaat niet (meer).',
  listQuery: postalCodesQuery,
  empty: emptyRangeForm,
  formFrom: rangeFormFrom,
  payload: rangePayload,
  create: createPostalRange,
  edit: editPostalRange,
  refresh: refreshPostalRange,
  Form: PostcodeForm,
};

export function PostcodeAddPage() {
  return <RecordAddPage pages={PAGES} />;
}

export function PostcodeEditPage() {
  const { postcode = '' } = useParams();
  return <RecordEditPage pages={PAGES} id={postcode} />;
}
