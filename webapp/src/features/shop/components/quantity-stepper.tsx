// A large, thumb-friendly amount picker: minus, the amount, plus (bounded 0..max).
// Round icon buttons are Mantine's Button (already in the entry file): ActionIcon would add about 2 KB to the soup's
// page (decision 0029).
import { Button, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';

interface QuantityStepperProps {
  /** What is chosen, e.g. 'Tomatensoep op maandag 30-11-2026'. */
  label: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
}

export function QuantityStepper({ label, value, max, onChange }: QuantityStepperProps) {
  return (
    <Group gap="sm" role="group" aria-label={`Aantal ${label}`} wrap="nowrap">
      <Button
        w={48}
        h={48}
        p={0}
        radius="xl"
        variant="light"
        aria-label={`Eén minder: ${label}`}
        disabled={value <= 0}
        onClick={() => onChange(Math.max(0, value - 1))}
      >
        <IconMinus aria-hidden />
      </Button>
      <Text component="output" fw={700} fz="xl" miw={32} ta="center" aria-live="polite" aria-label={`Aantal: ${value}`}>
        {value}
      </Text>
      <Button
        w={48}
        h={48}
        p={0}
        radius="xl"
        aria-label={`Eén meer: ${label}`}
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <IconPlus aria-hidden />
      </Button>
    </Group>
  );
}
