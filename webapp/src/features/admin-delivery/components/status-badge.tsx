// A delivery list's status as a coloured badge.
import { Badge } from '@mantine/core';
import { STATUS_COLORS } from '../delivery-rules';
import type { DeliveryStatus } from '../types';

export function StatusBadge({ status }: { status: DeliveryStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {status}
    </Badge>
  );
}
