// Fetching the staff session: the silent variant on public pages, the strict one (401 -> login) in admin.
import { api } from './api-client';
import { type SessionUser, useSessionStore } from './stores/session-store';

interface LoggedInUserAnswer {
  user: SessionUser | null;
  token: string | null;
}

const SILENT_URL = '/web/get-logged-in-user-without-error';
const STRICT_URL = '/web/get-logged-in-user';

const pending = new Map<string, Promise<SessionUser | null>>();

/**
 * Asks the server who is logged in and stores the answer. While it runs the token is 'REQUESTING' and
 * other API calls wait for it. `required` uses the variant that answers 401 (the client then goes to login).
 */
export function loadSession({ required }: { required: boolean }): Promise<SessionUser | null> {
  const url = required ? STRICT_URL : SILENT_URL;
  const existing = pending.get(url);
  if (existing) return existing;
  const store = useSessionStore.getState();
  const previous = store.token;
  store.setRequesting();
  const request = api
    .get<LoggedInUserAnswer>(url, { waitForSession: false })
    .then(
      (answer) => {
        useSessionStore.getState().setSession(answer.user, answer.token);
        return answer.user;
      },
      (error: unknown) => {
        // A 401 already cleared the session; any other failure leaves what we knew before.
        if (useSessionStore.getState().token === 'REQUESTING') {
          useSessionStore.setState({ token: previous === 'REQUESTING' ? undefined : previous });
        }
        throw error;
      },
    )
    .finally(() => pending.delete(url));
  pending.set(url, request);
  return request;
}
