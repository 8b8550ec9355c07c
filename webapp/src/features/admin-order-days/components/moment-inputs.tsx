// One of the four moments (opening, closing, visible from, invisible from) as a date and a time input; the
// server's error for the combined timestamp shows under the pair.
import { Box, Input, SimpleGrid } from '@mantine/core';
import { clearFieldError, useFieldError } from '../../../lib/stores/field-errors-store';
import { type MomentSpec, type MomentValues, normaliseDate, normaliseTime } from '../order-day-form';
import { setFieldError } from '../../../components/form-errors';
import { TextRuleInput } from './text-rule-input';

interface MomentInputsProps {
  spec: MomentSpec;
  value: MomentValues;
  today: string;
  onChange: (value: MomentValues) => void;
}

export function MomentInputs({ spec, value, today, onChange }: MomentInputsProps) {
  // The time input has a name of its own, so an empty time is named in the error summary; both show under the pair.
  const timeField = `${spec.field}_tijd`;
  const fieldError = useFieldError(spec.field);
  const timeError = useFieldError(timeField);
  const error = fieldError ?? timeError;
  const errorId = `${spec.field}-error`;
  const change = (next: MomentValues) => {
    clearFieldError(spec.field);
    clearFieldError(timeField);
    onChange(next);
  };
  const afterBlur = (text: string, message: string | undefined, part: keyof MomentValues) => {
    if (text !== value[part]) onChange({ ...value, [part]: text });
    if (message) setFieldError(spec.field, message);
  };
  return (
    <Box>
      <SimpleGrid cols={2} spacing="sm" style={{ alignItems: 'end' }}>
        <TextRuleInput
          label={spec.dateLabel}
          name={spec.field}
          placeholder="dd-mm-jjjj"
          value={value.datum}
          error={Boolean(error)}
          describedBy={error ? errorId : undefined}
          normalise={(text) => normaliseDate(text, today)}
          onChange={(datum) => change({ ...value, datum })}
          onNormalised={(result) => afterBlur(result.text, result.error, 'datum')}
          required
        />
        <TextRuleInput
          label={spec.timeLabel}
          name={timeField}
          placeholder="uu:mm"
          value={value.tijdstip}
          error={Boolean(error)}
          describedBy={error ? errorId : undefined}
          normalise={normaliseTime}
          onChange={(tijdstip) => change({ ...value, tijdstip })}
          onNormalised={(result) => afterBlur(result.text, result.error, 'tijdstip')}
          required
        />
      </SimpleGrid>
      {error && (
        <Input.Error id={errorId} mt={4}>
          {error}
        </Input.Error>
      )}
    </Box>
  );
}
