// A soup's price: what is paid (prijs minus korting), with the old price struck through when korting > 0.
import { Group, Text, VisuallyHidden } from '@mantine/core';
import { formatEuro } from '../../../lib/rules/money';

interface PriceProps {
  prijs: number;
  korting: number;
  size?: 'md' | 'lg' | 'xl';
}

export function Price({ prijs, korting, size = 'md' }: PriceProps) {
  return (
    <Group gap="xs" align="baseline" data-testid="price">
      {korting > 0 && (
        <Text component="s" c="dimmed" size={size}>
          <VisuallyHidden>Oude prijs: </VisuallyHidden>
          {formatEuro(prijs)}
        </Text>
      )}
      <Text fw={700} size={size}>
        {korting > 0 && <VisuallyHidden>Nieuwe prijs: </VisuallyHidden>}
        {formatEuro(prijs - korting)}
      </Text>
    </Group>
  );
}
