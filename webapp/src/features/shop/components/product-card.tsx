// One soup in the landing grid: the first picture, the second one on hover (when present), name and price.
import { Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { pictureSrcSet, pictureUrl } from '../pictures';
import type { ShopProduct } from '../types';
import { Price } from './price';
import classes from './product-card.module.css';

const SIZES = '(min-width: 48em) 33vw, 100vw';

export function ProductCard({ product }: { product: ShopProduct }) {
  const [first, second] = product.pictures;
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
            loading="lazy"
          />
        )}
        {second && (
          <img
            className={`${classes.picture} ${classes.hoverPicture}`}
            src={pictureUrl(second.uuid)}
            srcSet={pictureSrcSet(second.uuid)}
            sizes={SIZES}
            alt=""
            loading="lazy"
          />
        )}
      </div>
      <div className={classes.body}>
        <Title order={2} size="h3" mb={4}>
          {product.naam}
        </Title>
        <Price prijs={product.prijs} korting={product.korting} />
        {product.besteldagen.some((day) => day.inschrijving_geopend) && (
          <Text size="sm" c="soep.8" fw={600} mt={4}>
            Nu te bestellen
          </Text>
        )}
      </div>
    </Link>
  );
}
