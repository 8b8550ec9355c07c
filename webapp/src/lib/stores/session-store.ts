// The staff session as the web app knows it: the token (also the CSRF header value) and the user.
import { create } from 'zustand';

export type Role = 'superuser' | 'beheerder' | 'soep_coordinator';

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  rol: Role;
  /** Sent by the server since 'Mijn account' exists; older answers may lack it. */
  telefoonnummer?: string;
}

/** undefined: no session known; 'REQUESTING': being fetched (API calls wait); otherwise the token. */
export type SessionToken = undefined | 'REQUESTING' | string;

interface SessionState {
  token: SessionToken;
  user: SessionUser | null;
  setRequesting: () => void;
  setSession: (user: SessionUser | null, token: string | null) => void;
  clear: () => void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  token: undefined,
  user: null,
  setRequesting: () => set({ token: 'REQUESTING' }),
  setSession: (user, token) => set({ user, token: user && token ? token : undefined }),
  clear: () => set({ token: undefined, user: null }),
}));

export function useSessionUser(): SessionUser | null {
  return useSessionStore((state) => state.user);
}

/** The token to send as X-CSRF-Token, when one is known. */
export function knownSessionToken(): string | undefined {
  const { token } = useSessionStore.getState();
  return token === 'REQUESTING' ? undefined : token;
}

/** Resolves once the token is no longer being fetched (immediately when it is not). */
export function sessionSettled(): Promise<void> {
  if (useSessionStore.getState().token !== 'REQUESTING') return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = useSessionStore.subscribe((state) => {
      if (state.token !== 'REQUESTING') {
        unsubscribe();
        resolve();
      }
    });
  });
}

export function clearSession(): void {
  useSessionStore.getState().clear();
}
