// One soup in the landing grid: the first picture, the second one on hover (when present), name, price and the
// soup's order state (the server's state per day, summed up by cardState).
import { Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { cardState } from '../card-state';
import { pictureSrcSet, pictureUrl } from '../../../lib/picture-url';
import { CARD_PICTURE_SIZES as SIZES } from '../pictures';
import type { ShopProduct } from '../types';
import { Price } from './price';
import classes from './product-card.module.css';

interface ProductCardProps {
  product: ShopProduct;
  shopClosed?: boolean;
  /** The first card's picture is usually the page's largest paint: load it at once with high priority. */
  priority?: boolean;
}

const STATE_COLORS = { open: 'soep.8', 'sold-out': 'red.9', muted: 'dimmed' } as const;

export function ProductCard({ product, shopClosed = false, priority = false }: ProductCardProps) {
  const [first, second] = product.pictures;
  const state = cardState(product, shopClosed);
  return (
    <Link to={`/dagelijkse-soep/${product.slug}`} className={classes.card}>
      <div className={classes.frame}>
        {first && (
          <img
            className={classes.picture}
            src={pictureUrl(first.uuid)}
            srcSet={pictureSrcSet(first.uuid)}
            sizes={SIZES}
            alt=""
            width={640}
            height={480}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
          />
        )}
        {second && (
          <img
            className={`${classes.picture} ${classes.hoverPicture}`}
            src={pictureUrl(second.uuid)}
            srcSet={pictureSrcSet(second.uuid)}
            sizes={SIZES}
            alt=""
            width={640}
            height={480}
            loading="lazy"
          />
        )}
      </div>
      <div className={classes.body}>
        <Title order={2} size="h3" mb={4}>
          {product.naam}
        </Title>
        <Price prijs={product.prijs} korting={product.korting} />
        {state && (
          <Text size="sm" c={STATE_COLORS[state.tone]} fw={600} mt={4} data-testid="card-state">
            {state.text}
          </Text>
        )}
      </div>
    </Link>
  );
}
