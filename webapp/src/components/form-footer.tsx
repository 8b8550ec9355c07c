// The bottom of every admin form: the summary of a refused save (the one FormErrorSummary: every problem named and
// linked), a failure that belongs to no field, the submit button and 'Annuleren'.
import { Alert, Button, Group } from '@mantine/core';
import { FormErrorSummary } from './form-error-summary';
import { CHECK_FIELDS } from './form-errors';

interface FormFooterProps {
  /** The message of a failed save that belongs to no single field (shown as an alert). */
  failure: string | null | undefined;
  saving: boolean;
  submitLabel: string;
  onCancel: () => void;
  /** Hide the submit button while the form cannot be sent yet (e.g. an order day without product rows). */
  showSubmit?: boolean;
}

export function FormFooter({ failure, saving, submitLabel, onCancel, showSubmit = true }: FormFooterProps) {
  return (
    <>
      <FormErrorSummary />
      {failure && !failure.startsWith(CHECK_FIELDS) && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      <Group gap="sm">
        {showSubmit && (
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        )}
        <Button variant="default" disabled={saving} onClick={onCancel}>
          Annuleren
        </Button>
      </Group>
    </>
  );
}
