// Postcode toevoegen (postcodes/toevoegen) and Postcode aanpassen (postcodes/aanpassen/{postcode}). After saving, the
// server's message ('Postcode aangemaakt' / 'Postcode aangepast') shows as a toast and the list opens again.
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { showToast } from '../../../lib/toast';
import { useEditRecord } from '../../../lib/use-edit-record';
import { createPostalRange, editPostalRange, postalCodesQuery, refreshPostalRange } from '../api/postal-codes';
import { POSTCODES_LIST } from '../paths';
import { emptyRangeForm, type PostalRangeFormValues, rangeFormFrom, rangePayload } from '../postal-range-form';
import { PostcodeForm } from './postcode-form';

const NOT_FOUND = 'Dit postcodegebied bestaat niet (meer).';

export function PostcodeAddPage() {
  const navigate = useNavigate();
  const initial = useMemo(emptyRangeForm, []);

  const save = async (values: PostalRangeFormValues) => {
    const answer = await createPostalRange(rangePayload(values));
    showToast(answer.message || 'Postcode aangemaakt', { color: 'green', duration: 3000 });
    postalCodesQuery.reload().catch(() => undefined);
    await navigate(POSTCODES_LIST);
  };

  return (
    <>
      <PageHeading title="Postcode toevoegen" />
      <PostcodeForm initial={initial} submitLabel="Toevoegen" onSubmit={save} onCancel={() => void navigate(POSTCODES_LIST)} />
    </>
  );
}

export function PostcodeEditPage() {
  const { postcode = '' } = useParams();
  const navigate = useNavigate();
  const { state, retry } = useEditRecord(refreshPostalRange, postcode, { list: POSTCODES_LIST, notFound: NOT_FOUND });
  const initial = useMemo(() => (state.status === 'ready' ? rangeFormFrom(state.record) : null), [state]);

  const save = async (values: PostalRangeFormValues) => {
    if (state.status !== 'ready') return;
    const answer = await editPostalRange(state.record.id, rangePayload(values));
    showToast(answer.message || 'Postcode aangepast', { color: 'green', duration: 3000 });
    postalCodesQuery.reload().catch(() => undefined);
    await navigate(POSTCODES_LIST);
  };

  return (
    <>
      <PageHeading title="Postcode aanpassen" />
      {state.status === 'error' && <LoadError onRetry={retry} />}
      {state.status === 'loading' && <PageSkeleton lines={6} />}
      {initial && (
        <PostcodeForm initial={initial} submitLabel="Aanpassen" onSubmit={save} onCancel={() => void navigate(POSTCODES_LIST)} />
      )}
    </>
  );
}
