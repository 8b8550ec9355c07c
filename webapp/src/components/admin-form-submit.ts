// Saving an admin form (customer, order, order day, postal range, blacklist item, user): the browser-side checks
// first (every empty required input too; their messages go under the fields), then the save. A 422 keeps the form
// open with its messages; the status catalogue's answers (401/403/429/503) are shown by the API client and get no
// second message (decision 0127); anything else (a 500, no connection) shows a general failure. The first invalid
// field gets the focus. The unsaved-changes guard is lifted while saving and set again when the save fails, and
// lifted by 'Annuleren' (`cancel`, in `footer`).
import { type FormEvent, useRef, useState } from 'react';
import { ValidationError } from '../lib/api-errors';
import { CHECK_FIELDS, focusFirstInvalid, refuseIncomplete, saveFailure } from './form-errors';
import { useUnsavedChangesGuard } from './unsaved-changes';

interface AdminFormSubmitOptions<V> {
  values: V;
  dirty: boolean;
  /** Browser-side checks beside the required inputs: field name -> Dutch message. */
  clientErrors?: (values: V) => Record<string, string>;
  onSubmit: (values: V) => Promise<void>;
  /** What `cancel` ('Annuleren') does once the guard is lifted (usually: back to the list). */
  onCancel?: () => void;
  /** The form's message for a 422 (default: CHECK_FIELDS). */
  validationFailure?: (error: ValidationError) => string;
}

const NO_CLIENT_ERRORS = () => ({});
const POINT_AT_FIELDS = () => CHECK_FIELDS;

/** The form's text after a failed save: its 422 text, null where the API client already spoke, else the general
 * failure (`saveFailure`). */
export function submitFailure(
  error: unknown,
  validationFailure: (error: ValidationError) => string = POINT_AT_FIELDS,
): string | null {
  return error instanceof ValidationError ? validationFailure(error) : saveFailure(error);
}

export function useAdminFormSubmit<V>({
  values,
  dirty,
  clientErrors = NO_CLIENT_ERRORS,
  onSubmit,
  onCancel,
  validationFailure = POINT_AT_FIELDS,
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
      setFailure(submitFailure(error, validationFailure));
      if (error instanceof ValidationError) focusFirstInvalid(formRef.current);
    }
  };

  const cancel = () => {
    allowLeaving();
    onCancel?.();
  };

  return {
    formRef,
    saving,
    failure,
    modal,
    allowLeaving,
    cancel,
    /** FormFooter's props but the submit label: `<FormFooter {...footer} submitLabel="Opslaan" />`. */
    footer: { failure, saving, onCancel: cancel },
    onSubmit: (event: FormEvent) => void submit(event),
  };
}
