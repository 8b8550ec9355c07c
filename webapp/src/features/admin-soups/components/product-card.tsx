// One soup in the list: its picture (a second one on hover), name and price or 'Sold' / 'Preview'.
import { Badge, Card, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconEyeOff, IconPhoto } from '@tabler/icons-react';
import { Link } from 'react-router';
import { pictureSrcSet, pictureUrl } from '../../../lib/picture-url';
import { cardPriceText, sortedPictures } from '../product-rules';
import type { AdminProduct } from '../types';
import classes from './soups.module.css';

const CARD_SIZES = '(min-width: 62em) 25vw, (min-width: 48em) 50vw, 100vw';

export function ProductCard({ product }: { product: AdminProduct }) {
  const [first, second] = sortedPictures(product.pictures);
  const sold = product.status === 'niet_beschikbaar';
  const priceText = cardPriceText(product);
  return (
    <Link
      to={`/admin/soepen/${product.id}`}
      className={`${classes.cardLink} ${product.visible ? '' : classes.dimmed}`}
      data-testid="soup-card"
    >
      <Card withBorder padding="sm" radius="md" className={classes.card}>
        <Card.Section className={`${classes.frame} ${sold ? classes.sold : ''}`}>
          {first ? (
            <>
              <img
                src={pictureUrl(first.uuid, 640)}
                srcSet={pictureSrcSet(first.uuid)}
                sizes={CARD_SIZES}
                alt=""
                loading="lazy"
              />
              {second && (
                <img
                  className={classes.second}
                  src={pictureUrl(second.uuid, 640)}
                  srcSet={pictureSrcSet(second.uuid)}
                  sizes={CARD_SIZES}
                  alt=""
                  loading="lazy"
                />
              )}
            </>
          ) : (
            <span className={classes.noPicture}>
              <IconPhoto size={40} aria-hidden />
              <VisuallyHidden>Geen foto</VisuallyHidden>
            </span>
          )}
        </Card.Section>
        <Title order={2} size="h4" mt="sm" lineClamp={2}>
          {product.naam}
        </Title>
        <Group justify="space-between" mt={4} gap="xs">
          {product.label || sold ? (
            <Badge color={sold ? 'gray' : 'blue'} variant="light">
              {priceText}
            </Badge>
          ) : (
            <Text fw={600}>{priceText}</Text>
          )}
          {!product.visible && (
            <Group gap={4} c="dimmed">
              <IconEyeOff size={16} aria-hidden />
              <Text size="sm">Onzichtbaar</Text>
            </Group>
          )}
        </Group>
      </Card>
    </Link>
  );
}
