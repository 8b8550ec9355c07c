import { describe, expect, it, vi } from 'vitest';
import { readEmbedded, seedIfEmbedded, seedOrLoad } from './embedded-data';
import { createQuery } from './query';

function fakeDocument(blocks: Record<string, string>): Document {
  return {
    getElementById: (id: string) => (id in blocks ? { textContent: blocks[id] } : null),
  } as unknown as Document;
}

describe('embedded data', () => {
  it('reads the JSON the server embedded, escaped characters included', () => {
    const doc = fakeDocument({ a: '{"titel": "\\u003c/script>"}' });
    expect(readEmbedded('a', doc)).toEqual({ titel: '</script>' });
    expect(readEmbedded('missing', doc)).toBeUndefined();
    expect(readEmbedded('a', fakeDocument({ a: '{kapot' }))).toBeUndefined();
  });

  it('seeds a query without fetching', async () => {
    const fetcher = vi.fn(() => Promise.resolve(['vers']));
    const query = createQuery(fetcher);
    seedOrLoad(query, 'data', fakeDocument({ data: '["ingebed"]' }));
    expect(query.getState()).toMatchObject({ status: 'success', data: ['ingebed'] });
    await expect(query.load()).resolves.toEqual(['ingebed']);
    expect(fetcher).not.toHaveBeenCalled();
    await expect(query.reload()).resolves.toEqual(['vers']);
  });

  it('fetches when nothing is embedded; seedIfEmbedded then leaves the query alone', async () => {
    const fetcher = vi.fn(() => Promise.resolve(['vers']));
    const query = createQuery(fetcher);
    seedOrLoad(query, 'data', fakeDocument({}));
    expect(fetcher).toHaveBeenCalledTimes(1);
    const other = createQuery(fetcher);
    seedIfEmbedded(other, 'data', fakeDocument({}));
    expect(other.getState().status).toBe('idle');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('does not overwrite data a fetch already brought', async () => {
    const query = createQuery(() => Promise.resolve(['vers']));
    await query.load();
    query.seed(['oud']);
    expect(query.getState().data).toEqual(['vers']);
  });
});
