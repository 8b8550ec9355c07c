// The dates that already have an order day (date -> id), without the day being edited: the form warns about them.
import { useMemo } from 'react';
import { useQuery } from '../../../lib/query';
import { orderDaysQuery } from '../../../lib/order-days';

export function useTakenDates(ownId?: number): ReadonlyMap<string, number> {
  const days = useQuery(orderDaysQuery);
  return useMemo(
    () => new Map((days.data ?? []).filter((day) => day.id !== ownId).map((day) => [day.bestellingsdag, day.id])),
    [days.data, ownId],
  );
}
