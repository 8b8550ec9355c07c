// The product page's pictures: a swipeable strip (scroll snap) with previous/next buttons and a counter.
// Round icon buttons are Mantine's Button (already in the entry file): ActionIcon would add about 2 KB to the soup's
// page (decision 0029); the arrows are the entry's IconChevronDown turned, not a file of their own.
import { Button, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { pictureSrcSet, pictureUrl } from '../../../lib/picture-url';
import { CAROUSEL_PICTURE_SIZES as SIZES } from '../pictures';
import type { ShopPicture } from '../types';
import classes from './picture-carousel.module.css';

export function PictureCarousel({ pictures, name }: { pictures: ShopPicture[]; name: string }) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  if (pictures.length === 0) return null;

  function goTo(next: number) {
    const element = track.current;
    if (!element) return;
    const target = (next + pictures.length) % pictures.length;
    element.scrollTo({ left: target * element.clientWidth });
    setIndex(target);
  }

  function onScroll() {
    const element = track.current;
    if (element && element.clientWidth > 0) setIndex(Math.round(element.scrollLeft / element.clientWidth));
  }

  return (
    <section className={classes.root} aria-roledescription="carrousel" aria-label={`Foto's van ${name}`}>
      {/* Focusable, so keyboard users can scroll it with the arrow keys. */}
      <div
        ref={track}
        className={classes.track}
        onScroll={onScroll}
        tabIndex={0}
        aria-label="Foto's, veeg of gebruik de pijltjestoetsen"
      >
        {pictures.map((picture, position) => (
          <div
            key={picture.uuid}
            className={classes.slide}
            role="group"
            aria-roledescription="foto"
            aria-label={`${position + 1} van ${pictures.length}`}
          >
            <img
              src={pictureUrl(picture.uuid, 1280)}
              srcSet={pictureSrcSet(picture.uuid)}
              sizes={SIZES}
              alt={position === 0 ? name : `${name}, foto ${position + 1}`}
              width={1280}
              height={960}
              loading={position === 0 ? 'eager' : 'lazy'}
              fetchPriority={position === 0 ? 'high' : 'auto'}
            />
          </div>
        ))}
      </div>
      {pictures.length > 1 && (
        <>
          <Button
            className={`${classes.nav} ${classes.prev}`}
            w={44}
            h={44}
            p={0}
            radius="xl"
            variant="white"
            aria-label="Vorige foto"
            onClick={() => goTo(index - 1)}
          >
            <IconChevronDown aria-hidden style={{ transform: 'rotate(90deg)' }} />
          </Button>
          <Button
            className={`${classes.nav} ${classes.next}`}
            w={44}
            h={44}
            p={0}
            radius="xl"
            variant="white"
            aria-label="Volgende foto"
            onClick={() => goTo(index + 1)}
          >
            <IconChevronDown aria-hidden style={{ transform: 'rotate(-90deg)' }} />
          </Button>
          <Text size="sm" c="dimmed" ta="center" mt={4} aria-live="polite">
            Foto {index + 1} van {pictures.length}
          </Text>
        </>
      )}
    </section>
  );
}
