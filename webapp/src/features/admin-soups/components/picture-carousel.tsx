// A simple accessible carousel: one picture at a time, 'Vorige foto' / 'Volgende foto' buttons (and arrow keys),
// and a live 'Foto 1 van 3' line for screen readers.
import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPhoto } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { pictureSrcSet, pictureUrl } from '../../../lib/picture-url';
import { sortedPictures } from '../product-rules';
import type { ProductPicture } from '../types';
import classes from './soups.module.css';

interface PictureCarouselProps {
  pictures: ProductPicture[];
  productName: string;
}

export function PictureCarousel({ pictures, productName }: PictureCarouselProps) {
  const ordered = sortedPictures(pictures);
  const [index, setIndex] = useState(0);
  if (ordered.length === 0) {
    return (
      <Group gap="xs" c="dimmed">
        <IconPhoto size={20} aria-hidden />
        <Text>Deze soep heeft nog geen foto's.</Text>
      </Group>
    );
  }
  const current = Math.min(index, ordered.length - 1);
  const picture = ordered[current]!;
  const go = (step: number) => setIndex((current + step + ordered.length) % ordered.length);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    if (event.key === 'ArrowRight') go(1);
  };

  return (
    <section
      className={classes.carousel}
      aria-roledescription="carousel"
      aria-label={`Foto's van ${productName}`}
      onKeyDown={onKeyDown}
    >
      <div className={classes.carouselFrame} aria-roledescription="slide" role="group" aria-label={`Foto ${current + 1} van ${ordered.length}`}>
        <img
          src={pictureUrl(picture.uuid, 640)}
          srcSet={pictureSrcSet(picture.uuid)}
          sizes="(min-width: 36em) 32rem, 100vw"
          alt={picture.name || productName}
        />
      </div>
      {ordered.length > 1 && (
        <Group justify="space-between" mt="xs">
          <ActionIcon variant="default" size="lg" aria-label="Vorige foto" onClick={() => go(-1)}>
            <IconChevronLeft size={20} aria-hidden />
          </ActionIcon>
          <Text size="sm" aria-live="polite">
            Foto {current + 1} van {ordered.length}
          </Text>
          <ActionIcon variant="default" size="lg" aria-label="Volgende foto" onClick={() => go(1)}>
            <IconChevronRight size={20} aria-hidden />
          </ActionIcon>
        </Group>
      )}
    </section>
  );
}
