// Ticks made while offline wait in localStorage and are sent when the phone is back online. The server's tick is
// idempotent, so sending one twice does no harm; the newest tick per address wins.
export interface QueuedTick {
  listId: number;
  order: number;
  bezorgd: boolean;
}

export const QUEUE_KEY = 'soep-bezorg-ticks';

interface KeyValueStore {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
}

export function readQueue(store: KeyValueStore): QueuedTick[] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(QUEUE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isTick) : [];
  } catch {
    return [];
  }
}

function isTick(value: unknown): value is QueuedTick {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.listId === 'number' && typeof v.order === 'number' && typeof v.bezorgd === 'boolean';
}

export function enqueue(store: KeyValueStore, tick: QueuedTick): QueuedTick[] {
  const queue = readQueue(store).filter((t) => !(t.listId === tick.listId && t.order === tick.order));
  queue.push(tick);
  store.setItem(QUEUE_KEY, JSON.stringify(queue));
  return queue;
}

/** Sends every queued tick in order; a tick that fails stays queued (with the ones after it). */
export async function flush(store: KeyValueStore, send: (tick: QueuedTick) => Promise<unknown>): Promise<number> {
  let sent = 0;
  for (const tick of readQueue(store)) {
    try {
      await send(tick);
    } catch {
      break;
    }
    const rest = readQueue(store).filter(
      (t) => !(t.listId === tick.listId && t.order === tick.order && t.bezorgd === tick.bezorgd),
    );
    store.setItem(QUEUE_KEY, JSON.stringify(rest));
    sent += 1;
  }
  return sent;
}

/** The queued (not yet sent) ticks of one list, per order. */
export function pendingFor(store: KeyValueStore, listId: number): Map<number, boolean> {
  return new Map(readQueue(store).filter((t) => t.listId === listId).map((t) => [t.order, t.bezorgd]));
}
