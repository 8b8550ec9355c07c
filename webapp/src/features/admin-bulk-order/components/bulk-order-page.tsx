// Vaste-klantbestelling (spec doc 2 sections 2 and 7): choose an order day and one of its soups, tick the standing
// customers, see the dry run (who gets what, who is skipped, who cannot and why), confirm 'Bestelling aanmaken' and
// go to the orders list with the toast 'Bestelling aangemaakt'.
import { Alert, Button, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadError, PageSkeleton } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { unlessShown } from '../../../components/form-errors';
import { useQuery } from '../../../lib/query';
import { businessDate } from '../../../lib/rules/business-time';
import { formatDate } from '../../../lib/rules/dates';
import { showToast } from '../../../lib/toast';
import { createMassaBestelling } from '../api/create-massa-bestelling';
import { orderDaysQuery } from '../../../lib/order-days';
import { standingCustomersQuery } from '../api/get-vaste-klanten';
import {
  BULK_ORDER_FAILED,
  canCreate,
  countPlan,
  countSelected,
  countsText,
  daysToChoose,
  remaining,
} from '../bulk-order';
import type { BulkOrderAnswer } from '../types';
import { ConfirmBulkOrder } from './confirm-bulk-order';
import { CustomerTable } from './customer-table';
import { PlanPreview } from './plan-preview';

const ORDERS_LIST = '/admin/bestellingen';

export function BulkOrderPage() {
  const days = useQuery(orderDaysQuery);
  const customers = useQuery(standingCustomersQuery);
  const navigate = useNavigate();
  const today = useMemo(() => businessDate(new Date()), []);
  const [dayId, setDayId] = useState<string | null>(null);
  const [rowId, setRowId] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<number> | null>(null);
  const [answer, setAnswer] = useState<BulkOrderAnswer | null>(null);
  const [checking, setChecking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [creating, setCreating] = useState(false);
  const run = useRef(0);

  // Fresh numbers every time the screen opens (the cache may hold older lists).
  useEffect(() => {
    for (const query of [orderDaysQuery, standingCustomersQuery]) {
      if (query.getState().status === 'success') query.reload().catch(() => undefined);
    }
  }, []);

  const allCustomers = useMemo(() => customers.data ?? [], [customers.data]);
  const ticked = useMemo(() => selected ?? new Set(allCustomers.map((c) => c.id)), [selected, allCustomers]);
  const choosable = daysToChoose(days.data ?? [], today);
  const day = choosable.find((d) => String(d.id) === dayId);
  const row = day?.products.find((r) => String(r.id) === rowId);
  const klanten = useMemo(() => allCustomers.filter((c) => ticked.has(c.id)).map((c) => c.id), [allCustomers, ticked]);

  // The dry run, again after every change (the newest answer wins).
  useEffect(() => {
    setAnswer(null);
    if (!row || klanten.length === 0) return;
    const mine = ++run.current;
    setChecking(true);
    const timer = window.setTimeout(() => {
      createMassaBestelling({ product: row.id, klanten, dry_run: true })
        .then((result) => {
          if (run.current === mine) setAnswer(result);
        })
        .catch((error: unknown) => {
          const message = unlessShown(error, BULK_ORDER_FAILED);
          if (run.current === mine && message) showToast(message, { color: 'red', duration: 6000 });
        })
        .finally(() => {
          if (run.current === mine) setChecking(false);
        });
    }, 250);
    return () => {
      window.clearTimeout(timer);
      // run counts the checks (no DOM node): the newest check's number at cleanup is the one to compare with.
      // eslint-disable-next-line react-hooks/exhaustive-deps -- run.current is read on purpose at cleanup
      if (run.current === mine) setChecking(false);
    };
  }, [row, klanten]);

  if (days.status === 'error' || customers.status === 'error') {
    return (
      <>
        <PageHeading title="Vaste-klantbestelling" />
        <LoadError
          onRetry={() => {
            days.retry();
            customers.retry();
          }}
          error={days.status === 'error' ? days.error : customers.error}
        />
      </>
    );
  }
  if (!days.data || !customers.data) {
    return (
      <>
        <PageHeading title="Vaste-klantbestelling" />
        <PageSkeleton />
      </>
    );
  }

  const toggle = (id: number, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };

  const create = async () => {
    if (!row) return;
    setCreating(true);
    try {
      const result = await createMassaBestelling({ product: row.id, klanten, dry_run: false });
      if (result.niet_mogelijk.length > 0) {
        setAnswer(result);
        setConfirming(false);
        showToast(result.errors?.klanten?.[0] ?? BULK_ORDER_FAILED, { color: 'red', duration: 6000 });
        return;
      }
      showToast('Bestelling aangemaakt', { color: 'green', duration: 3000 });
      orderDaysQuery.reload().catch(() => undefined);
      navigate(ORDERS_LIST);
    } catch (error) {
      setConfirming(false);
      const message = unlessShown(error, BULK_ORDER_FAILED);
      if (message) showToast(message, { color: 'red', duration: 6000 });
    } finally {
      setCreating(false);
    }
  };

  const dayOptions = choosable.map((d) => ({ value: String(d.id), label: formatDate(d.bestellingsdag) }));
  const rowOptions = (day?.products ?? []).map((r) => ({
    value: String(r.id),
    label: `${r.naam.naam} (nog ${remaining(r)} beschikbaar)`,
  }));

  return (
    <Stack gap="lg">
      <PageHeading title="Vaste-klantbestelling" />
      <Text>
        Maak in één keer een bestelling voor de vaste klanten: ieder krijgt zijn vaste aantal soepen, opgehaald of
        bezorgd zoals afgesproken.
      </Text>
      <Group grow align="flex-start" wrap="wrap">
        <Select
          label="Besteldag"
          placeholder={dayOptions.length ? 'Kies een besteldag' : 'Er zijn geen komende besteldagen'}
          data={dayOptions}
          value={dayId}
          onChange={(value) => {
            setDayId(value);
            setRowId(null);
          }}
          disabled={dayOptions.length === 0}
          miw={220}
        />
        <Select
          label="Soep"
          placeholder={day ? 'Kies een soep' : 'Kies eerst een besteldag'}
          data={rowOptions}
          value={rowId}
          onChange={setRowId}
          disabled={!day}
          miw={220}
        />
      </Group>

      <section aria-labelledby="vaste-klanten-titel">
        <Title order={2} size="h3" id="vaste-klanten-titel" mb="xs">
          Vaste klanten
        </Title>
        <Text role="status" mb="sm" fw={500}>
          Geselecteerd: {countsText(countSelected(allCustomers, ticked))}
        </Text>
        {allCustomers.length === 0 ? (
          <Text c="dimmed">Er zijn geen vaste klanten met een vast aantal soepen.</Text>
        ) : (
          <CustomerTable
            customers={allCustomers}
            ticked={ticked}
            onToggle={toggle}
            onAll={(on) => setSelected(new Set(on ? allCustomers.map((c) => c.id) : []))}
          />
        )}
      </section>

      <section aria-labelledby="voorbeeld-titel">
        <Title order={2} size="h3" id="voorbeeld-titel" mb="xs">
          Voorbeeld
        </Title>
        {!row ? (
          <Text c="dimmed">Kies een besteldag en een soep om te zien wat er gebeurt.</Text>
        ) : klanten.length === 0 ? (
          <Text c="dimmed">Selecteer minimaal één vaste klant.</Text>
        ) : checking || !answer ? (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text>Bezig met controleren…</Text>
          </Group>
        ) : (
          <PlanPreview answer={answer} customers={allCustomers} />
        )}
      </section>

      {answer && !checking && answer.niet_mogelijk.length > 0 && (
        <Alert color="red" variant="light" title="Er wordt niets aangemaakt">
          Haal het vinkje weg bij de klanten die niet kunnen, of kies een andere soep.
        </Alert>
      )}

      <Group justify="flex-end">
        <Button onClick={() => setConfirming(true)} disabled={checking || !canCreate(answer)}>
          Bestelling aanmaken
        </Button>
      </Group>

      {day && row && answer && (
        <ConfirmBulkOrder
          opened={confirming}
          busy={creating}
          day={formatDate(day.bestellingsdag)}
          product={row.naam.naam}
          counts={countPlan(answer)}
          onConfirm={() => void create()}
          onClose={() => setConfirming(false)}
        />
      )}
    </Stack>
  );
}
