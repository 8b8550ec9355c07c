// The visible basket on the shop landing: what the visitor chose (soup, amount, day), the total and the way to the
// checkout. Shown only when something is chosen; on phones it stays at the bottom of the screen.
import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { counted } from '../../../lib/rules/counted';
import { formatEuro } from '../../../lib/rules/money';
import { summariseCart } from '../cart';
import { SHOP_PATH } from '../paths';
import { formatOrderDay } from '../shop-texts';
import { useCartAmounts } from '../stores/cart-store';
import type { ShopProduct } from '../types';
import { StickyActions } from './sticky-actions';
import classes from './sticky-actions.module.css';

export function BasketBar({ products, shopClosed }: { products: readonly ShopProduct[]; shopClosed: boolean }) {
  const summary = summariseCart(products, useCartAmounts());
  if (summary.count === 0) return null;
  return (
    <StickyActions>
      <section aria-labelledby="basket-title" data-testid="basket">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700} id="basket-title">
            Uw keuze: {counted(summary.count, 'soep', 'soepen')}
          </Text>
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {formatEuro(summary.total)}
          </Text>
        </Group>
        <ul className={classes.lines}>
          {summary.days.flatMap((day) =>
            day.lines.map((line) => (
              <li key={line.rowId}>
                {line.amount} × {line.naam}, {formatOrderDay(day.bestellingsdag)}
              </li>
            )),
          )}
        </ul>
        {shopClosed ? (
          <Text fw={500}>De webwinkel is gesloten. U kunt nu niet bestellen.</Text>
        ) : (
          <Button component={Link} to={`${SHOP_PATH}/bestellen`} size="lg" fullWidth>
            Naar bestellen
          </Button>
        )}
      </section>
    </StickyActions>
  );
}
