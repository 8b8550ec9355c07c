// The page carousel's slides: embla (swipe on touch), arrow keys, previous/next buttons and autoplay. Loaded lazily
// by page-carousel.tsx, only on pages that have pictures.
import { ActionIcon, Box, Text, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import useEmblaCarousel from 'embla-carousel-react';
import { type KeyboardEvent, useCallback, useEffect, useState } from 'react';
import { libraryPictureUrl, librarySrcSet, type picturesIn } from '../lib/pictures';
import classes from './page-carousel.module.css';
import { CAROUSEL_SIZES as SIZES } from './page-carousel-sizes';

const AUTOPLAY_MS = 7000;

interface SlidesProps {
  pictures: ReturnType<typeof picturesIn>;
  label: string;
  category: string;
}

export function Slides({ pictures, label, category }: SlidesProps) {
  const several = pictures.length > 1;
  const [viewport, embla] = useEmblaCarousel({ loop: several, active: several });
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [paused, setPaused] = useState(false);
  const autoplay = several && playing && !reducedMotion && !paused;

  useEffect(() => {
    if (!embla) return undefined;
    const onSelect = () => setIndex(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla || !autoplay) return undefined;
    const timer = window.setInterval(() => embla.scrollNext(), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [embla, autoplay]);

  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  }

  return (
    <Box
      component="section"
      className={classes.root}
      aria-roledescription="carrousel"
      aria-label={`Foto's: ${label}`}
      data-testid="page-carousel"
      data-category={category}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={onKeyDown}
    >
      <div className={classes.viewport} ref={viewport}>
        <div className={classes.container}>
          {pictures.map((picture, position) => (
            <div
              key={picture.uuid}
              className={classes.slide}
              role="group"
              aria-roledescription="dia"
              aria-label={`${position + 1} van ${pictures.length}`}
              aria-hidden={position !== index || undefined}
              data-testid="carousel-slide"
            >
              <img
                className={classes.image}
                src={libraryPictureUrl(picture.uuid, 1280)}
                srcSet={librarySrcSet(picture.uuid)}
                sizes={SIZES}
                width={1280}
                height={720}
                alt={picture.naam}
                loading={position === 0 ? 'eager' : 'lazy'}
                decoding={position === 0 ? 'sync' : 'async'}
                fetchPriority={position === 0 ? 'high' : 'low'}
                draggable={false}
              />
            </div>
          ))}
        </div>
      </div>
      {several && (
        <div className={classes.controls}>
          <ActionIcon variant="default" size={44} radius="xl" onClick={previous} aria-label="Vorige foto">
            <IconChevronLeft aria-hidden size={20} />
          </ActionIcon>
          {!reducedMotion && (
            <ActionIcon
              variant="default"
              size={44}
              radius="xl"
              onClick={() => setPlaying((value) => !value)}
              aria-label={playing ? 'Automatisch afspelen pauzeren' : 'Automatisch afspelen starten'}
              data-testid="carousel-play"
            >
              {playing ? <IconPlayerPause aria-hidden size={18} /> : <IconPlayerPlay aria-hidden size={18} />}
            </ActionIcon>
          )}
          <ActionIcon variant="default" size={44} radius="xl" onClick={next} aria-label="Volgende foto">
            <IconChevronRight aria-hidden size={20} />
          </ActionIcon>
          <Text size="sm" c="gray.8" aria-live={autoplay ? 'off' : 'polite'} aria-atomic="true" data-testid="carousel-status">
            Foto {index + 1} van {pictures.length}
            <VisuallyHidden>: {pictures[index]?.naam}</VisuallyHidden>
          </Text>
        </div>
      )}
    </Box>
  );
}
