// The add and edit screens of a postal range and a blacklist item (the list is AreaListPage in list-parts.tsx):
// '{noun} toevoegen' and '{noun} aanpassen'. After saving, the server's message ('{noun} aangemaakt' / '{noun} aangepast' when it gives none) shows as a toast, the
// list is fetched again and opens. A record that does not exist (any more) sends the user back to the list.
import { type ComponentType, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { showToast } from '../../../lib/toast';
import { useEditRecord } from '../../../lib/use-edit-record';
import type { MessageAnswer } from '../types';
import type { AreaListScreen } from './list-parts';

interface RecordFormProps<V> {
  initial: V;
  submitLabel: 'Toevoegen' | 'Aanpassen';
  onSubmit: (values: V) => Promise<void>;
  onCancel: () => void;
}

/** One kind of record's three screens: the list (AreaListPage) and adding and editing (below). */
export interface AreaScreens<R extends { id: number }, V, P> extends AreaListScreen<R> {
  notFound: string;
  empty: () => V;
  formFrom: (record: R) => V;
  payload: (values: V) => P;
  create: (payload: P) => Promise<MessageAnswer>;
  edit: (id: number, payload: P) => Promise<MessageAnswer>;
  refresh: (id: string) => Promise<R>;
  Form: ComponentType<RecordFormProps<V>>;
}

/** After a save: the toast, the list fetched again, and back to it. */
function useSaved({ list, query }: { list: string; query: { reload: () => Promise<unknown> } }) {
  const navigate = useNavigate();
  return async (answer: MessageAnswer, fallback: string) => {
    showToast(answer.message || fallback, { color: 'green', duration: 3000 });
    query.reload().catch(() => undefined);
    await navigate(list);
  };
}

export function RecordAddPage<R extends { id: number }, V, P>({ screens }: { screens: AreaScreens<R, V, P> }) {
  const navigate = useNavigate();
  const saved = useSaved(screens);
  const initial = useMemo(() => screens.empty(), [screens]);
  const save = async (values: V) => saved(await screens.create(screens.payload(values)), `${screens.noun} aangemaakt`);

  return (
    <>
      <PageHeading title={`${screens.noun} toevoegen`} />
      <screens.Form initial={initial} submitLabel="Toevoegen" onSubmit={save} onCancel={() => void navigate(screens.list)} />
    </>
  );
}

export function RecordEditPage<R extends { id: number }, V, P>(
  { screens, id }: { screens: AreaScreens<R, V, P>; id: string },
) {
  const navigate = useNavigate();
  const saved = useSaved(screens);
  const { state, retry } = useEditRecord(screens.refresh, id, { list: screens.list, notFound: screens.notFound });
  const initial = useMemo(() => (state.status === 'ready' ? screens.formFrom(state.record) : null), [state, screens]);

  const save = async (values: V) => {
    if (state.status !== 'ready') return;
    await saved(await screens.edit(state.record.id, screens.payload(values)), `${screens.noun} aangepast`);
  };

  return (
    <>
      <PageHeading title={`${screens.noun} aanpassen`} />
      {state.status === 'error' && <LoadError onRetry={retry} error={state.error} />}
      {state.status === 'loading' && <PageSkeleton lines={6} />}
      {initial && (
        <screens.Form initial={initial} submitLabel="Aanpassen" onSubmit={save} onCancel={() => void navigate(screens.list)} />
      )}
    </>
  );
}
