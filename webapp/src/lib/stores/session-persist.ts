// A zustand store kept in sessionStorage, as zustand's `persist` middleware with `createJSONStorage(() =>
// sessionStorage)` keeps it (the same `{"state": ..., "version": 0}` under the same name, read when the store is
// created, written after every change), without the middleware's code: about 1.2 KB gzipped on every shop page
// (issue 24, decision 0094). A storage that is full or blocked leaves the state in memory only, as persist does.
import type { StateCreator } from 'zustand';

export function persistInSession<T>(
  name: string,
  initializer: StateCreator<T>,
  pick: (state: T) => Partial<T> = (state) => state,
): StateCreator<T> {
  return (set, get, api) => {
    const state = initializer(set, get, api);
    api.subscribe((current) => {
      try {
        sessionStorage.setItem(name, JSON.stringify({ state: pick(current), version: 0 }));
      } catch {
        // No storage: the state lives as long as the page.
      }
    });
    try {
      const stored: unknown = JSON.parse(sessionStorage.getItem(name) ?? 'null');
      if (stored && typeof stored === 'object' && 'state' in stored && stored.state && typeof stored.state === 'object') {
        return { ...state, ...(stored.state as Partial<T>) };
      }
    } catch {
      // No storage, or not ours: start empty.
    }
    return state;
  };
}
