// A text input for a date or a time that applies the spec's input rule on blur and shows the normalised value.
import { TextInput } from '@mantine/core';
import type { Normalised } from '../order-day-form';

interface TextRuleInputProps {
  label: string;
  /** The field name of its errors (the error summary links the input by it). */
  name: string;
  value: string;
  placeholder: string;
  /** The error message to show under the input, or true to only mark it. */
  error?: string | boolean;
  describedBy?: string;
  normalise: (text: string) => Normalised;
  onChange: (text: string) => void;
  /** Called after blur with the rule's verdict (an error when the text was rejected). */
  onNormalised: (result: Normalised) => void;
  required?: boolean;
}

export function TextRuleInput({
  label,
  name,
  value,
  placeholder,
  error,
  describedBy,
  normalise,
  onChange,
  onNormalised,
  required,
}: TextRuleInputProps) {
  return (
    <TextInput
      label={label}
      name={name}
      value={value}
      placeholder={placeholder}
      error={error}
      aria-describedby={describedBy}
      inputMode="numeric"
      autoComplete="off"
      required={required}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={() => onNormalised(normalise(value))}
    />
  );
}
