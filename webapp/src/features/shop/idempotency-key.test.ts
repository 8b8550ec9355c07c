import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';

describe('newIdempotencyKey', () => {
  it('builds a version 4 UUID without randomUUID', () => {
    const key = newIdempotencyKey({ getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
      (array as unknown as Uint8Array).fill(255);
      return array;
    } });
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('gives a different key each time', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
