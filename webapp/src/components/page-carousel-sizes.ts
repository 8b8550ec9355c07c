// The carousel picture's rendered width, for srcset: the full column on phones, at most 760 px.
export const CAROUSEL_SIZES = '(min-width: 50em) 760px, 100vw';
