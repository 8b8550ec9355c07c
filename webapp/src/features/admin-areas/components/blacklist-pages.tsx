// Blokkade toevoegen (blacklist/toevoegen) and Blokkade aanpassen (blacklist/aanpassen/{blacklist}). After saving,
// the server's message ('Blokkade aangemaakt' / 'Blokkade aangepast') shows as a toast and the list opens again.
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { showToast } from '../../../lib/toast';
import { useEditRecord } from '../../../lib/use-edit-record';
import { blacklistQuery, createBlacklistItem, editBlacklistItem, refreshBlacklistItem } from '../api/blacklist';
import { blacklistFormFrom, type BlacklistFormValues, blacklistPayload, emptyBlacklistForm } from '../blacklist-form';
import { BLACKLIST_LIST } from '../paths';
import { BlacklistForm } from './blacklist-form';

const NOT_FOUND = 'Deze blokkade bestaat niet (meer).';

export function BlacklistAddPage() {
  const navigate = useNavigate();
  const initial = useMemo(emptyBlacklistForm, []);

  const save = async (values: BlacklistFormValues) => {
    const answer = await createBlacklistItem(blacklistPayload(values));
    showToast(answer.message || 'Blokkade aangemaakt', { color: 'green', duration: 3000 });
    blacklistQuery.reload().catch(() => undefined);
    await navigate(BLACKLIST_LIST);
  };

  return (
    <>
      <PageHeading title="Blokkade toevoegen" />
      <BlacklistForm initial={initial} submitLabel="Toevoegen" onSubmit={save} onCancel={() => void navigate(BLACKLIST_LIST)} />
    </>
  );
}

export function BlacklistEditPage() {
  const { blacklist = '' } = useParams();
  const navigate = useNavigate();
  const { state, retry } = useEditRecord(refreshBlacklistItem, blacklist, { list: BLACKLIST_LIST, notFound: NOT_FOUND });
  const initial = useMemo(() => (state.status === 'ready' ? blacklistFormFrom(state.record) : null), [state]);

  const save = async (values: BlacklistFormValues) => {
    if (state.status !== 'ready') return;
    const answer = await editBlacklistItem(state.record.id, blacklistPayload(values));
    showToast(answer.message || 'Blokkade aangepast', { color: 'green', duration: 3000 });
    blacklistQuery.reload().catch(() => undefined);
    await navigate(BLACKLIST_LIST);
  };

  return (
    <>
      <PageHeading title="Blokkade aanpassen" />
      {state.status === 'error' && <LoadError onRetry={retry} />}
      {state.status === 'loading' && <PageSkeleton lines={6} />}
      {initial && (
        <BlacklistForm initial={initial} submitLabel="Aanpassen" onSubmit={save} onCancel={() => void navigate(BLACKLIST_LIST)} />
      )}
    </>
  );
}
