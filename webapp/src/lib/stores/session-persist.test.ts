import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { create } from 'zustand';
import { persistInSession } from './session-persist';

interface Counter {
  count: number;
  label: string;
  add: () => void;
}

const counter = (pick?: (state: Counter) => Partial<Counter>) =>
  create<Counter>()(
    persistInSession(
      'teller',
      (set, get) => ({ count: 0, label: 'nieuw', add: () => set({ count: get().count + 1 }) }),
      pick,
    ),
  );

describe('persistInSession', () => {
  let stored: Map<string, string>;
  beforeEach(() => {
    stored = new Map();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('writes the picked state in persist’s format after every change', () => {
    const store = counter((state) => ({ count: state.count }));
    store.getState().add();
    expect(JSON.parse(stored.get('teller') ?? '')).toEqual({ state: { count: 1 }, version: 0 });
  });

  it('starts from what persist (or it) stored, keeping the actions', () => {
    stored.set('teller', JSON.stringify({ state: { count: 4 }, version: 0 }));
    const store = counter();
    expect(store.getState().count).toBe(4);
    expect(store.getState().label).toBe('nieuw');
    store.getState().add();
    expect(store.getState().count).toBe(5);
  });

  it('starts empty from something that is not its format, and lives without storage', () => {
    stored.set('teller', 'geen json');
    expect(counter().getState().count).toBe(0);
    vi.stubGlobal('sessionStorage', undefined);
    const store = counter();
    store.getState().add();
    expect(store.getState().count).toBe(1);
  });
});
