import { describe, expect, it, vi } from 'vitest';
import { createQuery } from './query';

describe('createQuery', () => {
  it('fetches once for concurrent loads and caches the data', async () => {
    const fetcher = vi.fn(() => Promise.resolve({ value: 1 }));
    const query = createQuery(fetcher);

    const [a, b] = await Promise.all([query.load(), query.load()]);
    await query.load();

    expect(a).toEqual({ value: 1 });
    expect(b).toBe(a);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(query.getState()).toMatchObject({ status: 'success', data: { value: 1 } });
  });

  it('keeps the error, and reload fetches again keeping the old data meanwhile', async () => {
    const fetcher = vi
      .fn<() => Promise<string>>()
      .mockResolvedValueOnce('eerste')
      .mockRejectedValueOnce(new Error('weg'))
      .mockResolvedValueOnce('derde');
    const query = createQuery(fetcher);
    await query.load();

    const failing = query.reload();
    expect(query.getState()).toMatchObject({ status: 'loading', data: 'eerste' });
    await expect(failing).rejects.toThrow('weg');
    expect(query.getState()).toMatchObject({ status: 'error', data: 'eerste' });

    await expect(query.reload()).resolves.toBe('derde');
    expect(query.getState()).toMatchObject({ status: 'success', data: 'derde', error: undefined });
  });

  it('a reload during a fetch fetches once more afterwards, so a change made meanwhile is seen', async () => {
    let server = 'oud';
    const fetcher = vi.fn(() => Promise.resolve(server));
    const query = createQuery(fetcher);
    const first = query.reload();
    server = 'nieuw'; // a change lands while the first fetch is under way
    const [second, third] = [query.reload(), query.reload()];
    await expect(first).resolves.toBe('oud');
    await expect(second).resolves.toBe('nieuw');
    await expect(third).resolves.toBe('nieuw');
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(query.getState()).toMatchObject({ status: 'success', data: 'nieuw' });
  });

  it('tells subscribers about every change', async () => {
    const query = createQuery(() => Promise.resolve(3));
    const listener = vi.fn();
    const unsubscribe = query.subscribe(listener);
    await query.load();
    expect(listener).toHaveBeenCalledTimes(2); // loading, success
    unsubscribe();
    await query.reload();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
