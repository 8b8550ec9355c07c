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
