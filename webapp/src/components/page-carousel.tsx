// The photo carousel of an information page: the library's pictures of one category (spec doc 1, section 3).
// A CSS transform with pointer-event swipes (no carousel library: decision 0029), arrow keys when focused, previous/next buttons, and an autoplay a visitor can pause
// (and that never starts for visitors who prefer reduced motion). The first picture loads eagerly with high
// priority (it is usually the largest thing on the page); the others lazily. srcset/sizes let a phone fetch the
// 320 or 640 px variant; width/height and a fixed aspect ratio keep the layout from shifting.
// The carousel itself (slides, buttons, autoplay) is a chunk of its own, loaded only on pages that have pictures;
// until it arrives the first picture is shown in the same place and size, so nothing shifts.
import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { pictureSrcSet, pictureUrl } from '../lib/picture-url';
import { type LibraryPicture, picturesIn, usePictures } from '../lib/pictures';
import classes from './page-carousel.module.css';
import { CAROUSEL_SIZES } from './page-carousel-sizes';

const Slides = lazy(async () => ({ default: (await import('./page-carousel-slides')).Slides }));

interface PageCarouselProps {
  category: string;
  /** What the pictures show, for the carousel's accessible name ("Foto's: Werkplaatsen"). */
  label: string;
}

export function PageCarousel({ category, label }: PageCarouselProps) {
  const pictures = usePictures();
  const shown = picturesIn(pictures.data, category);
  if (!pictures.data) {
    return pictures.status === 'error' ? null : <Skeleton className={classes.frame} data-testid="carousel-loading" />;
  }
  const [first] = shown;
  if (!first) return null;
  return (
    <Suspense fallback={<FirstPicture picture={first} label={label} category={category} several={shown.length > 1} />}>
      <Slides pictures={shown} label={label} category={category} />
    </Suspense>
  );
}

/** The first slide as the carousel will show it (same boxes: viewport, 16:9 picture, the controls' row). */
function FirstPicture(props: { picture: LibraryPicture; label: string; category: string; several: boolean }) {
  const { picture, label, category, several } = props;
  return (
    <section className={classes.root} aria-label={`Foto's: ${label}`} data-category={category}>
      <div className={classes.viewport}>
        <img
          className={classes.image}
          src={pictureUrl(picture.uuid, 1280)}
          srcSet={pictureSrcSet(picture.uuid)}
          sizes={CAROUSEL_SIZES}
          width={1280}
          height={720}
          alt={picture.naam}
          loading="eager"
          decoding="sync"
          fetchPriority="high"
        />
      </div>
      {several && <div className={classes.controls} style={{ minHeight: 44 }} />}
    </section>
  );
}

