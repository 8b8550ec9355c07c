// Besteldagen (spec doc 2 sections 2 and 4): the next upcoming day on top, tabs 'Bestellingen' (from tomorrow on)
// and 'Archief' (past days) in ?activeTab, a toolbar and a table with expandable rows.
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ListTabs } from '../../../components/list-tabs';
import { LoadError, PageSkeleton, RefreshFailed } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { businessDate } from '../../../lib/rules/business-time';
import { formatDate } from '../../../lib/rules/dates';
import { useQuery } from '../../../lib/query';
import { showToast } from '../../../lib/toast';
import { destroyOrderDay } from '../api/destroy-orderday';
import { orderDaysQuery } from '../../../lib/order-days';
import { switchOrderDay } from '../api/switch-orderday';
import { failureMessage } from '../error-message';
import {
  daysForTab,
  nextUpcoming,
  openSwitch,
  type OrderDayTab,
  parseTab,
  TAB_LABELS,
  TAB_PARAM,
  visibleSwitch,
} from '../order-day-list';
import type { OrderDay } from '../types';
import { ConfirmModal } from '../../../components/confirm-modal';
import { NextOrderDay } from './next-order-day';
import { OrderDaysTable } from './order-days-table';
import { OrderDaysToolbar, type ToolbarAction } from './order-days-toolbar';

const BASE = '/admin/bestellingdagen';
const TABS: OrderDayTab[] = ['bestellingen', 'archief'];
const EMPTY_TEXT: Record<OrderDayTab, string> = {
  bestellingen: 'Er zijn geen komende besteldagen.',
  archief: 'Er zijn nog geen besteldagen in het archief.',
};

export function OrderDaysPage() {
  const query = useQuery(orderDaysQuery);
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseTab(searchParams.get(TAB_PARAM));
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [action, setAction] = useState<ToolbarAction | null>(null);
  const [busy, setBusy] = useState(false);
  const today = useMemo(() => businessDate(new Date()), []);

  // Fresh numbers every time the screen opens (the cache may hold an older list).
  useEffect(() => {
    if (orderDaysQuery.getState().status === 'success') orderDaysQuery.reload().catch(() => undefined);
  }, []);

  const days = query.data ?? [];
  const tabDays = daysForTab(days, tab, today);
  const next = nextUpcoming(days, today);
  const selected = [...(next ? [next] : []), ...tabDays].find((day) => day.id === selectedId);

  const changeTab = (value: string | null) => {
    setSelectedId(null);
    setSearchParams((params) => {
      params.set(TAB_PARAM, parseTab(value));
      return params;
    });
  };

  const run = async (day: OrderDay, which: ToolbarAction) => {
    setBusy(true);
    try {
      const answer =
        which === 'delete'
          ? await destroyOrderDay(day.id)
          : await switchOrderDay(which, day.id, (which === 'open' ? openSwitch(day) : visibleSwitch(day)).action);
      showToast(answer.message, { color: 'green', duration: 3000 });
      if (which === 'delete') setSelectedId(null);
    } catch (error) {
      const message = failureMessage(error);
      if (message) showToast(message, { color: 'red', duration: 6000 });
    } finally {
      setBusy(false);
      setAction(null);
      orderDaysQuery.reload().catch(() => undefined);
    }
  };

  return (
    <>
      <PageHeading title="Besteldagen" />
      {query.status === 'error' && !query.data && <LoadError onRetry={query.retry} error={query.error} />}
      {!query.data && query.status !== 'error' && <PageSkeleton />}
      {query.data && (
        <>
          <NextOrderDay
            day={next}
            today={today}
            selectedId={selectedId}
            onSelect={setSelectedId}
            onEdit={(id) => void navigate(`${BASE}/aanpassen/${id}`)}
          />
          <ListTabs tabs={TABS} labels={TAB_LABELS} value={tab} onChange={changeTab}>
            {(value) => (
              <>
                <OrderDaysToolbar
                  selected={selected}
                  refreshing={query.status === 'loading'}
                  onAdd={() => void navigate(`${BASE}/toevoegen`)}
                  onEdit={() => selected && void navigate(`${BASE}/aanpassen/${selected.id}`)}
                  onRefresh={query.retry}
                  onAction={setAction}
                />
                {query.status === 'error' && <RefreshFailed error={query.error} />}
                <OrderDaysTable
                  days={tabDays}
                  emptyText={EMPTY_TEXT[value]}
                  selectedId={selectedId}
                  onSelect={setSelectedId}
                  onEdit={(id) => void navigate(`${BASE}/aanpassen/${id}`)}
                />
              </>
            )}
          </ListTabs>
          {selected && action && (
            <ActionConfirm
              day={selected}
              action={action}
              busy={busy}
              onConfirm={() => void run(selected, action)}
              onClose={() => setAction(null)}
            />
          )}
        </>
      )}
    </>
  );
}

interface ActionConfirmProps {
  day: OrderDay;
  action: ToolbarAction;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

function ActionConfirm({ day, action, busy, onConfirm, onClose }: ActionConfirmProps) {
  const date = formatDate(day.bestellingsdag);
  if (action === 'delete') {
    return (
      <ConfirmModal
        opened
        title="Besteldag verwijderen"
        confirmLabel="Verwijderen"
        confirmColor="red.9"
        busy={busy}
        onConfirm={onConfirm}
        onClose={onClose}
      >
        Weet u zeker dat u de besteldag van {date} wilt verwijderen? Dit kan niet ongedaan worden gemaakt.
      </ConfirmModal>
    );
  }
  const choice = action === 'open' ? openSwitch(day) : visibleSwitch(day);
  return (
    <ConfirmModal
      opened
      title={choice.title}
      confirmLabel={choice.label}
      confirmColor="soep"
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {choice.question}
    </ConfirmModal>
  );
}
