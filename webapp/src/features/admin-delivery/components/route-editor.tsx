// The addresses of a delivery list in route order: drag and drop (@dnd-kit/sortable, also by keyboard with space
// and the arrow keys) plus 'omhoog' / 'omlaag' buttons for phone and keyboard users, and the day's other delivery
// orders to add.
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconPlus, IconX } from '@tabler/icons-react';
import { fullAddress, moveItem, portionsText } from '../delivery-rules';
import type { DayOrder } from '../types';
import classes from './delivery.module.css';
import { counted } from '../../../lib/rules/counted';

interface RouteEditorProps {
  route: number[];
  orders: Map<number, DayOrder>;
  available: DayOrder[];
  onChange: (route: number[]) => void;
}

export function RouteEditor({ route, orders, available, onChange }: RouteEditorProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(arrayMove(route, route.indexOf(Number(active.id)), route.indexOf(Number(over.id))));
  };
  const free = available.filter((o) => !route.includes(o.id));

  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h5" mb="xs" id="route-title">
          Route ({counted(route.length, 'adres', 'adressen')})
        </Title>
        {route.length === 0 && <Text c="dimmed">Voeg hieronder minimaal één adres toe.</Text>}
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={route} strategy={verticalListSortingStrategy}>
            <Stack gap={6} component="ol" aria-labelledby="route-title" p={0} m={0} style={{ listStyle: 'none' }}>
              {route.map((id, index) => {
                const order = orders.get(id);
                return (
                  <RouteStop
                    key={id}
                    id={id}
                    index={index}
                    label={order ? `${order.naam}, ${fullAddress(order)}` : `Bestelling ${id}`}
                    detail={order ? portionsText(order) : ''}
                    last={index === route.length - 1}
                    onMove={(delta) => onChange(moveItem(route, index, delta))}
                    onRemove={() => onChange(route.filter((other) => other !== id))}
                  />
                );
              })}
            </Stack>
          </SortableContext>
        </DndContext>
      </div>
      <div>
        <Group justify="space-between" mb="xs" gap="xs">
          <Title order={2} size="h5">
            Beschikbare adressen
          </Title>
          {free.length > 1 && (
            <Button
              size="sm"
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => onChange([...route, ...free.map((order) => order.id)])}
            >
              Alle adressen toevoegen ({free.length})
            </Button>
          )}
        </Group>
        {free.length === 0 && <Text c="dimmed">Alle bezorgadressen van deze dag staan op een lijst.</Text>}
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {free.map((order) => (
            <Card key={order.id} withBorder padding="xs" component="li">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm">
                    {order.naam}
                  </Text>
                  <Text size="sm">{fullAddress(order)}</Text>
                </div>
                <Button
                  size="xs"
                  variant="light"
                  style={{ flexShrink: 0 }}
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={() => onChange([...route, order.id])}
                  aria-label={`${order.naam} toevoegen aan de route`}
                >
                  Toevoegen
                </Button>
              </Group>
            </Card>
          ))}
        </Stack>
      </div>
    </Stack>
  );
}

interface RouteStopProps {
  id: number;
  index: number;
  label: string;
  detail: string;
  last: boolean;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

function RouteStop({ id, index, label, detail, last, onMove, onRemove }: RouteStopProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <Card
      ref={setNodeRef}
      withBorder
      padding="xs"
      component="li"
      data-testid="route-stop"
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.7 : 1 }}
    >
      <Group wrap="nowrap" gap="xs">
        <ActionIcon
          variant="subtle"
          className={classes.handle}
          aria-label={`Stop ${index + 1} verslepen: ${label}`}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
        <Text fw={700} w={24}>
          {index + 1}.
        </Text>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {label}
          </Text>
          {detail && (
            <Text size="xs" c="dimmed">
              {detail}
            </Text>
          )}
        </div>
        <ActionIcon variant="default" size="lg" disabled={index === 0} onClick={() => onMove(-1)} aria-label={`${label} omhoog`}>
          <IconArrowUp size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="default" size="lg" disabled={last} onClick={() => onMove(1)} aria-label={`${label} omlaag`}>
          <IconArrowDown size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="subtle" color="red" size="lg" onClick={onRemove} aria-label={`${label} uit de route halen`}>
          <IconX size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Card>
  );
}
