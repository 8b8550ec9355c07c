// The next upcoming order day on top of the overview (spec doc 2 section 2), today's day included: the tabs leave
// today out, so this is where it is managed. A one-row table that shares the selection with the toolbar.
import { Text, Title } from '@mantine/core';
import { dayWithWeekday } from '../order-day-list';
import type { OrderDay } from '../types';
import { OrderDaysTable } from './order-days-table';

interface NextOrderDayProps {
  day: OrderDay | undefined;
  today: string;
  selectedId: number | null;
  onSelect: (id: number) => void;
  onEdit: (id: number) => void;
}

export function NextOrderDay({ day, today, selectedId, onSelect, onEdit }: NextOrderDayProps) {
  return (
    <section aria-labelledby="next-order-day-title">
      <Title order={2} size="h4" id="next-order-day-title" mb={4}>
        Eerstvolgende besteldag
      </Title>
      {day ? (
        <>
          <Text mb="xs">
            {dayWithWeekday(day.bestellingsdag)}
            {day.bestellingsdag === today ? ' (vandaag)' : ''}
          </Text>
          <OrderDaysTable
            days={[day]}
            emptyText=""
            radioName="next-orderday"
            selectedId={selectedId}
            onSelect={onSelect}
            onEdit={onEdit}
          />
        </>
      ) : (
        <Text c="dimmed">Er is nog geen volgende besteldag gepland.</Text>
      )}
    </section>
  );
}
