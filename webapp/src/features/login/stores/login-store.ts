// The login attempt between step one and step two. Going back to step one clears the login data (spec doc 1
// section 4): the attempt and the e-mail address.
import { create } from 'zustand';
import type { LoginAttempt } from '../api/login';

export interface PendingLogin extends LoginAttempt {
  email: string;
}

interface LoginState {
  pending: PendingLogin | null;
  lastEmail: string;
  start: (pending: PendingLogin) => void;
  reset: () => void;
}

export const useLoginStore = create<LoginState>()((set) => ({
  pending: null,
  lastEmail: '',
  start: (pending) => set({ pending, lastEmail: pending.email }),
  reset: () => set({ pending: null, lastEmail: '' }),
}));
