// The add and edit screens of a postal range and a blacklist item: '{noun} toevoegen' and '{noun} aanpassen'. After
// saving, the server's message ('{noun} aangemaakt' / '{noun} aangepast' when it gives none) shows as a toast, the
// list is fetched again and opens. A record that does not exist (any more) sends the user back to the list.
import { type ComponentType, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { showToast } from '../../../lib/toast';
import { useEditRecord } from '../../../lib/use-edit-record';
import type { MessageAnswer } from '../types';

interface RecordFormProps<V> {
  initial: V;
  submitLabel: 'Toevoegen' | 'Aanpassen';
  onSubmit: (values: V) => Promise<void>;
  onCancel: () => void;
}

export interface RecordPages<R extends { id: number }, V, P> {
  noun: 'Postcode' | 'Blokkade';
  list: string;
  notFound: string;
  listQuery: { reload: () => Promise<unknown> };
  empty: () => V;
  formFrom: (record: R) => V;
  payload: (values: V) => P;
  create: (payload: P) => Promise<MessageAnswer>;
  edit: (id: number, payload: P) => Promise<MessageAnswer>;
  refresh: (id: string) => Promise<R>;
  Form: ComponentType<RecordFormProps<V>>;
}

/** After a save: the toast, the list fetched again, and back to it. */
function useSaved({ list, listQuery }: { list: string; listQuery: { reload: () => Promise<unknown> } }) {
  const navigate = useNavigate();
  return async (answer: MessageAnswer, fallback: string) => {
    showToast(answer.message || fallback, { color: 'green', duration: 3000 });
    listQuery.reload().catch(() => undefined);
    await navigate(list);
  };
}

export function RecordAddPage<R extends { id: number }, V, P>({ pages }: { pages: RecordPages<R, V, P> }) {
  const navigate = useNavigate();
  const saved = useSaved(pages);
  const initial = useMemo(() => pages.empty(), [pages]);
  const save = async (values: V) => saved(await pages.create(pages.payload(values)), `${pages.noun} aangemaakt`);

  return (
    <>
      <PageHeading title={`${pages.noun} toevoegen`} />
      <pages.Form initial={initial} submitLabel="Toevoegen" onSubmit={save} onCancel={() => void navigate(pages.list)} />
    </>
  );
}

export function RecordEditPage<R extends { id: number }, V, P>({ pages, id }: { pages: RecordPages<R, V, P>; id: string }) {
  const navigate = useNavigate();
  const saved = useSaved(pages);
  const { state, retry } = useEditRecord(pages.refresh, id, { list: pages.list, notFound: pages.notFound });
  const initial = useMemo(() => (state.status === 'ready' ? pages.formFrom(state.record) : null), [state, pages]);

  const save = async (values: V) => {
    if (state.status !== 'ready') return;
    await saved(await pages.edit(state.record.id, pages.payload(values)), `${pages.noun} aangepast`);
  };

  return (
    <>
      <PageHeading title={`${pages.noun} aanpassen`} />
      {state.status === 'error' && <LoadError onRetry={retry} />}
      {state.status === 'loading' && <PageSkeleton lines={6} />}
      {initial && (
        <pages.Form initial={initial} submitLabel="Aanpassen" onSubmit={save} onCancel={() => void navigate(pages.list)} />
      )}
    </>
  );
}
