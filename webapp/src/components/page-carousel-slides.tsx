// The page carousel's slides: a strip moved with a CSS transform (no carousel library: issue 17's JavaScript
// budget), swipe by touch or mouse (pointer events; the strip follows the finger), arrow keys, previous/next buttons
// and autoplay. Loaded lazily by page-carousel.tsx, only on pages that have pictures.
import { Text, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { pictureSrcSet, pictureUrl } from '../lib/picture-url';
import type { picturesIn } from '../lib/pictures';
import classes from './page-carousel.module.css';
import { CAROUSEL_SIZES as SIZES } from './page-carousel-sizes';

const AUTOPLAY_MS = 7000;
/** A swipe over at least this part of the picture's width moves to the next or previous picture. */
const SWIPE_FRACTION = 0.15;

interface SlidesProps {
  pictures: ReturnType<typeof picturesIn>;
  label: string;
  category: string;
}

export function Slides({ pictures, label, category }: SlidesProps) {
  const several = pictures.length > 1;
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [paused, setPaused] = useState(false);
  const autoplay = several && playing && !reducedMotion && !paused;
  const strip = useRef<HTMLDivElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointer: number; x: number; width: number } | null>(null);

  const go = (step: number): void => setIndex((current) => (current + step + pictures.length) % pictures.length);

  useEffect(() => {
    if (!autoplay) return undefined;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % pictures.length),
      AUTOPLAY_MS,
    );
    return () => window.clearInterval(timer);
  }, [autoplay, pictures.length]);

  // A horizontal swipe is the carousel's, not the browser's: without this the browser takes it for a scroll and its
  // fling swallows the next tap (touch listeners must be non-passive to do so, which React's are not).
  useEffect(() => {
    const element = viewport.current;
    if (!element || !several) return undefined;
    let start: { x: number; y: number } | null = null;
    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onTouchMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!start || !touch || !event.cancelable) return;
      if (Math.abs(touch.clientX - start.x) > Math.abs(touch.clientY - start.y)) event.preventDefault();
      else start = null; // a vertical move scrolls the page
    };
    element.addEventListener('touchstart', onTouchStart, { passive: true });
    element.addEventListener('touchmove', onTouchMove, { passive: false });
    return () => {
      element.removeEventListener('touchstart', onTouchStart);
      element.removeEventListener('touchmove', onTouchMove);
    };
  }, [several]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    }
  }

  /** Moves the strip by `offset` pixels from the current picture while a finger or the mouse drags it. */
  function follow(offset: number) {
    if (strip.current) strip.current.style.translate = offset ? `${offset}px` : '';
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!several || !event.isPrimary || event.button !== 0) return;
    drag.current = { pointer: event.pointerId, x: event.clientX, width: event.currentTarget.clientWidth };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (drag.current?.pointer !== event.pointerId) return;
    const offset = event.clientX - drag.current.x;
    if (Math.abs(offset) > 8 && !event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.setPointerCapture(event.pointerId);
      strip.current?.setAttribute('data-dragging', '');
    }
    if (event.currentTarget.hasPointerCapture(event.pointerId)) follow(offset);
  }

  function onPointerEnd(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (current?.pointer !== event.pointerId) return;
    drag.current = null;
    strip.current?.removeAttribute('data-dragging');
    follow(0);
    const offset = event.type === 'pointerup' ? event.clientX - current.x : 0;
    if (Math.abs(offset) >= current.width * SWIPE_FRACTION) go(offset < 0 ? 1 : -1);
  }

  return (
    <section
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
      <div
        ref={viewport}
        className={classes.viewport}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <div
          ref={strip}
          className={classes.container}
          style={{ transform: `translateX(${-100 * index}%)` }}
          data-motion={reducedMotion ? undefined : ''}
        >
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
                src={pictureUrl(picture.uuid, 1280)}
                srcSet={pictureSrcSet(picture.uuid)}
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
          <button type="button" className={classes.button} onClick={() => go(-1)} aria-label="Vorige foto">
            <IconChevronLeft aria-hidden size={20} />
          </button>
          {!reducedMotion && (
            <button
              type="button"
              className={classes.button}
              onClick={() => setPlaying((value) => !value)}
              aria-label={playing ? 'Automatisch afspelen pauzeren' : 'Automatisch afspelen starten'}
              data-testid="carousel-play"
            >
              {playing ? <IconPlayerPause aria-hidden size={18} /> : <IconPlayerPlay aria-hidden size={18} />}
            </button>
          )}
          <button type="button" className={classes.button} onClick={() => go(1)} aria-label="Volgende foto">
            <IconChevronRight aria-hidden size={20} />
          </button>
          <Text size="sm" c="gray.8" aria-live={autoplay ? 'off' : 'polite'} aria-atomic="true" data-testid="carousel-status">
            Foto {index + 1} van {pictures.length}
            <VisuallyHidden>: {pictures[index]?.naam}</VisuallyHidden>
          </Text>
        </div>
      )}
    </section>
  );
}
