// Sending a login screen's form (log in, code, reset request, new password): the screen's own checks first (shown
// like the server's 422 errors), then the call; a refused call moves the focus to the first field with a message and
// lets the screen say what went wrong ('failed' shows LOGIN_TEXTS.sendFailed above the fields).
import { type FormEvent, useState } from 'react';
import { focusFirstInvalid } from '../../../components/form-errors';
import type { FieldProblems } from '../login-flow';
import { showProblems } from './show-problems';

interface LoginSubmitOptions {
  problems: () => FieldProblems;
  /** The call and what follows it when it succeeds. */
  send: () => Promise<void>;
  /** After a refused call (toasts, going back a step, ...): whether to show the 'failed' alert. */
  refused: (error: unknown) => boolean;
}

export function useLoginSubmit({ problems, send, refused }: LoginSubmitOptions) {
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setFailed(false);
    if (showProblems(problems(), form)) return;
    setSending(true);
    try {
      await send();
    } catch (error) {
      focusFirstInvalid(form); // a 422: its messages are under the fields and in the summary
      setSending(false);
      setFailed(refused(error));
    }
  };

  return { sending, failed, setFailed, submit: (event: FormEvent<HTMLFormElement>) => void submit(event) };
}
