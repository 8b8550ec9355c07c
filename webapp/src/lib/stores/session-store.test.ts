import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, knownSessionToken, sessionSettled, useSessionStore } from './session-store';

const user = { id: 1, name: 'Sanne de Vries', email: 'superuser@soepketel.nl', rol: 'superuser' as const };

describe('session store', () => {
  beforeEach(() => clearSession());

  it('knows the token only once it is fetched', () => {
    useSessionStore.getState().setRequesting();
    expect(knownSessionToken()).toBeUndefined();
    useSessionStore.getState().setSession(user, 'abc');
    expect(knownSessionToken()).toBe('abc');
    expect(useSessionStore.getState().user).toEqual(user);
  });

  it('no user means no token', () => {
    useSessionStore.getState().setSession(null, null);
    expect(useSessionStore.getState().token).toBeUndefined();
  });

  it("requests wait while the token is 'REQUESTING' and continue once it is known", async () => {
    useSessionStore.getState().setRequesting();
    let settled = false;
    const waiting = sessionSettled().then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    useSessionStore.getState().setSession(user, 'abc');
    await waiting;
    expect(settled).toBe(true);
  });

  it('does not wait when no token is being fetched', async () => {
    await expect(sessionSettled()).resolves.toBeUndefined();
  });
});
