// Saving an admin form (customer, order): the browser-side checks first (their messages go under the fields),
// (every empty required input too), then the save; a 422 keeps the form open with its messages, the status catalogue's answers (401/403/429/503)
// are shown by the API client, anything else shows a general failure. The first invalid field gets the focus.
// The unsaved-changes guard is lifted while saving and set again when the save fails.
import { type FormEvent, useRef, useState } from 'react';
import { ValidationError } from '../lib/api-errors';
import { CHECK_FIELDS, focusFirstInvalid, GENERIC_FAILURE, refuseIncomplete, shownByClient } from './form-errors';
import { useUnsavedChangesGuard } from './unsaved-changes';

interface AdminFormSubmitOptions<V> {
  values: V;
  dirty: boolean;
  /** Browser-side checks: field name -> Dutch message. */
  clientErrors: (values: V) => Record<string, string>;
  onSubmit: (values: V) => Promise<void>;
  /** The form's message for a 422 (default: CHECK_FIELDS). */
  validationFailure?: (error: ValidationError) => string;
}

export function useAdminFormSubmit<V>({
  values,
  dirty,
  clientErrors,
  onSubmit,
  validationFailure = () => CHECK_FIELDS,
}: AdminFormSubmitOptions<V>) {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { modal, allowLeaving, guardAgain } = useUnsavedChangesGuard(dirty);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (refuseIncomplete(formRef.current, clientErrors(values))) return;
    setSaving(true);
    try {
      allowLeaving();
      await onSubmit(values);
    } catch (error) {
      guardAgain();
      setSaving(false);
      if (error instanceof ValidationError) {
        setFailure(validationFailure(error));
        focusFirstInvalid(formRef.current);
      } else if (!shownByClient(error)) {
        setFailure(GENERIC_FAILURE);
      }
    }
  };

  return { formRef, saving, failure, modal, allowLeaving, onSubmit: (event: FormEvent) => void submit(event) };
}
