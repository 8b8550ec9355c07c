import { describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_ID, firstPaintSettled, routerInitialized } from './first-paint';

/** A document with or without the server's first paint (no picture, no deferred stylesheet). */
function fakeDocument(withFirstPaint: boolean): Document {
  return {
    getElementById: (id: string) => (withFirstPaint && id === FIRST_PAINT_ID ? {} : null),
    querySelector: () => null,
    querySelectorAll: () => [],
  } as unknown as Document;
}

/** Like React Router: an update made while nobody listens is kept for the first subscriber only. */
function bufferingRouter() {
  const subscribers = new Set<(state: { initialized: boolean }) => void>();
  let buffered = false;
  const router = {
    state: { initialized: false },
    subscribe(listener: (state: { initialized: boolean }) => void) {
      subscribers.add(listener);
      if (buffered) {
        buffered = false;
        listener(router.state);
      }
      return () => subscribers.delete(listener);
    },
    initialize() {
      router.state = { initialized: true };
      if (subscribers.size === 0) buffered = true;
      subscribers.forEach((listener) => listener(router.state));
    },
  };
  return router;
}

describe('first paint: waiting for the router', () => {
  it('does not listen to the router on a page without a first paint (the app must get its first update)', async () => {
    const router = bufferingRouter();
    const appReady = vi.fn(() => routerInitialized(router));
    await firstPaintSettled(fakeDocument(false), appReady);
    expect(appReady).not.toHaveBeenCalled();

    router.initialize();
    const app = vi.fn();
    router.subscribe(app);
    expect(app).toHaveBeenCalledWith({ initialized: true });
  });

  it('waits for the router on a page with a first paint', async () => {
    const router = bufferingRouter();
    let settled = false;
    const waiting = firstPaintSettled(fakeDocument(true), () => routerInitialized(router)).then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    router.initialize();
    await waiting;
    expect(settled).toBe(true);
    expect(router.state.initialized).toBe(true);
  });
});
