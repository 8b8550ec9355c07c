// The widths the shop's pictures are shown at (their URLs: lib/picture-url.ts).

/**
 * The width a landing card's picture is shown at: a third of the 'lg' container (1140 px less padding and two 20 px
 * gaps) from 48em, the phone's width less the container padding below it; so a phone fetches the 640 px variant.
 */
export const CARD_PICTURE_SIZES =
  '(min-width: 71.25em) 356px, (min-width: 48em) calc((100vw - 72px) / 3), calc(100vw - 32px)';

/** The product page's pictures: half the page from 62em (two columns), the full width below. */
export const CAROUSEL_PICTURE_SIZES = '(min-width: 62em) 50vw, 100vw';
