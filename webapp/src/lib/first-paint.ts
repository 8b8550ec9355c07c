// The server's first paint of a public page (src/entrypoints/web/first_paint.py): the page's heading, texts and
// first picture, in the HTML before the app runs. The app replaces it when it renders (React clears the root).
// It waits until that picture has loaded and been painted, so it takes over a page that is already complete (the
// picture comes from the browser's cache then) instead of starting the picture over; never longer than MAX_WAIT_MS.
// It also waits for the router to have loaded the page's lazy route modules (the shop's), so the first thing the app
// shows is the page itself, not the router's loading skeleton in between.

export const FIRST_PAINT_ID = 'soep-first-paint';
const MAX_WAIT_MS = 3000;

function nextFrames(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/** The app's stylesheet, which the server sends without blocking the first paint (media="print"), applied. */
function stylesheetsApplied(doc: Document): Promise<unknown> {
  const deferred = [...doc.querySelectorAll<HTMLLinkElement>('link[data-soep-deferred]')];
  return Promise.all(
    deferred.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.media = 'all';
          if (link.sheet) resolve();
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  );
}

interface RouterLike {
  state: { initialized: boolean };
  subscribe(listener: (state: { initialized: boolean }) => void): () => void;
}

/**
 * Resolves when the router has loaded what the first page needs (its lazy route modules).
 * Only for a page with a first paint, whose app renders after this: a router that finishes initialising while it has
 * no subscriber keeps that update for its first subscriber, which would then be this one instead of the app's
 * RouterProvider, and a page without a first paint would stay on the router's loading state.
 */
export function routerInitialized(router: RouterLike): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Resolves when the first paint's picture is on screen (or failed, or at once when there is none), the app's
 * stylesheet applies and, on a page with a first paint, `appReady` has resolved (MAX_WAIT_MS at most).
 */
export async function firstPaintSettled(doc: Document = document, appReady?: () => Promise<unknown>): Promise<void> {
  const hasFirstPaint = doc.getElementById(FIRST_PAINT_ID) !== null;
  const ready = appReady && hasFirstPaint ? appReady() : undefined; // asked at once, before the app can subscribe
  await stylesheetsApplied(doc);
  if (ready) {
    await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, MAX_WAIT_MS))]);
  }
  const picture = doc.querySelector<HTMLImageElement>(`#${FIRST_PAINT_ID} img`);
  if (!picture) return;
  if (!picture.complete) {
    await new Promise<void>((resolve) => {
      picture.addEventListener('load', () => resolve(), { once: true });
      picture.addEventListener('error', () => resolve(), { once: true });
      setTimeout(resolve, MAX_WAIT_MS);
    });
  }
  await nextFrames();
}
