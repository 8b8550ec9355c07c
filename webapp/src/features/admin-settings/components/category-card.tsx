// One collapsible card of the settings screen: the variables of one category and its own 'Opslaan'.
import { Accordion, Button, Group, Stack } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormErrorSummary } from '../../../components/form-error-summary';
import { focusFirstInvalid, refuseIncomplete, unlessShown } from '../../../components/form-errors';
import { ValidationError } from '../../../lib/api-errors';
import { settingsQuery } from '../../../lib/settings';
import { showToast } from '../../../lib/toast';
import { saveVariables } from '../api/settings';
import {
  type CategoryGroup,
  type CategoryValues,
  changedKeys,
  initialValues,
  REFUSED_SNACKBAR_MS,
  SAVE_FAILED,
  SAVED,
  savePayload,
  unreadableTimes,
} from '../settings-form';
import { TIME_INVALID, VariableInput } from './variable-input';

interface CategoryCardProps {
  group: CategoryGroup;
  onDirtyChange: (category: string, dirty: boolean) => void;
}

export function CategoryCard({ group, onDirtyChange }: CategoryCardProps) {
  const startValues = useMemo(() => initialValues(group.variables), [group.variables]);
  const [saved, setSaved] = useState<CategoryValues>(startValues);
  const [values, setValues] = useState<CategoryValues>(startValues);
  const [saving, setSaving] = useState(false);
  const dirty = changedKeys(saved, values).length > 0;
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => onDirtyChange(group.category, dirty), [dirty, group.category, onDirtyChange]);

  async function save() {
    const ownChecks = Object.fromEntries(unreadableTimes(group.variables, values).map((key) => [key, TIME_INVALID]));
    if (refuseIncomplete(formRef.current, ownChecks)) return;
    setSaving(true);
    try {
      const answer = await saveVariables(savePayload(group.category, values));
      setSaved(values);
      showToast(answer?.message || SAVED, { color: 'green', duration: 2500 });
      settingsQuery.reload().catch(() => undefined);
    } catch (error) {
      if (error instanceof ValidationError) {
        focusFirstInvalid(formRef.current);
        showToast(error.message || SAVE_FAILED, { color: 'red', duration: REFUSED_SNACKBAR_MS });
      } else {
        const message = unlessShown(error, SAVE_FAILED);
        if (message) showToast(message, { color: 'red', duration: 4000 });
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <Accordion.Item value={group.category}>
      <Accordion.Control>
        {group.label}
        {dirty ? ' (niet opgeslagen)' : ''}
      </Accordion.Control>
      <Accordion.Panel>
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <Stack gap="md">
            {group.variables.map((variable) => (
              <VariableInput
                key={variable.key}
                variable={variable}
                value={values[variable.key]}
                onChange={(value) => setValues((current) => ({ ...current, [variable.key]: value }))}
                onStored={(value) => {
                  setSaved((current) => ({ ...current, [variable.key]: value }));
                  setValues((current) => ({ ...current, [variable.key]: value }));
                }}
              />
            ))}
            <FormErrorSummary />
            <Group gap="sm">
              <Button type="submit" loading={saving}>
                Opslaan
              </Button>
              <Button variant="default" disabled={!dirty || saving} onClick={() => setValues(saved)}>
                Wijzigingen ongedaan maken
              </Button>
            </Group>
          </Stack>
        </form>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
