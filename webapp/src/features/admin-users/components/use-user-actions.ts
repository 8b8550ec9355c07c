// The toolbar's calls on the selected user: deactivate and delete ask for confirmation first; every call ends with
// the server's message as a toast (green) or its reason as a red toast, and the list is fetched again.
import { useState } from 'react';
import { clearAllFieldErrors } from '../../../lib/stores/field-errors-store';
import { showToast } from '../../../lib/toast';
import { activateUser, deactivateUser, deleteUser, resendInvitation, usersQuery } from '../api/users';
import { actionFailure } from '../error-message';
import type { AdminUser } from '../types';
import type { UserAction } from './users-toolbar';

const CALLS: Record<UserAction, { call: (id: number) => Promise<{ message: string }>; done: string }> = {
  resend: { call: resendInvitation, done: 'Uitnodiging opnieuw verstuurd' },
  activate: { call: activateUser, done: 'Gebruiker weer actief gemaakt' },
  deactivate: { call: deactivateUser, done: 'Gebruiker gedeactiveerd' },
  remove: { call: deleteUser, done: 'Gebruiker verwijderd' },
};

export type ConfirmedAction = 'deactivate' | 'remove';

export function useUserActions(onDone: (action: UserAction, user: AdminUser) => void) {
  const [busy, setBusy] = useState<UserAction | null>(null);
  // The last question stays readable while its dialog closes; `open` says whether it is being asked.
  const [asking, setAsking] = useState<{ action: ConfirmedAction; user: AdminUser; open: boolean } | null>(null);
  const close = () => setAsking((current) => (current ? { ...current, open: false } : null));

  const run = async (action: UserAction, user: AdminUser) => {
    setBusy(action);
    try {
      const answer = await CALLS[action].call(user.id);
      showToast(answer.message || CALLS[action].done, { color: 'green', duration: 3000 });
      onDone(action, user);
    } catch (error) {
      // A refusal arrives as a 422 for the field 'status' or 'rol'; this screen has no such inputs.
      clearAllFieldErrors();
      const message = actionFailure(error);
      if (message) showToast(message, { color: 'red', duration: 6000 });
    } finally {
      setBusy(null);
      close();
      usersQuery.reload().catch(() => undefined);
    }
  };

  const start = (action: UserAction, user: AdminUser) => {
    if (action === 'deactivate' || action === 'remove') setAsking({ action, user, open: true });
    else void run(action, user);
  };

  return {
    busy,
    asking,
    start,
    confirm: () => {
      if (asking?.open) void run(asking.action, asking.user);
    },
    cancel: close,
  };
}
