// The public forms' controls without Mantine's JavaScript (issue 24: the checkout and the donation form within 150 KB
// of gzipped JavaScript, decision 0094). Each renders the markup, class names, data attributes and CSS variables of
// the Mantine component it stands for (@mantine/core 9.7: TextInput, Textarea, Checkbox, Radio.Group and Radio, Chip,
// Switch, ActionIcon, Divider), so the app's stylesheet (all of Mantine's styles) draws it exactly the same; labels,
// descriptions, error messages and their `aria-describedby`/`aria-invalid` are wired as Mantine does. Grid is a CSS
// grid (public-inputs.module.css). Mantine's components stay in the back office.
import {
  type ChangeEvent,
  type CSSProperties,
  createContext,
  type InputHTMLAttributes,
  type Ref,
  type SelectHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
  use,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { clearFieldError, useFieldError } from '../lib/stores/field-errors-store';
import classes from './public-inputs.module.css';

type Size = 'sm' | 'md' | 'lg';

const fontSize = (size: Size) => `var(--mantine-font-size-${size})`;
const smallerFont = (size: Size) => `calc(${fontSize(size)} - calc(0.125rem * var(--mantine-scale)))`;
const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;
/** Mantine's `mod`: a true flag as `data-x="true"`, anything else left out. */
const flag = (on: boolean | undefined) => (on ? 'true' : undefined);

/** Mantine's classes of an Input.Wrapper part and of the same part of an InlineInput (checkbox, radio, switch). */
const PART_CLASSES = {
  description: { wrapper: 'm_fe47ce59', inline: 'm_328f68c0' },
  error: { wrapper: 'm_8f816625', inline: 'm_8e8a99cc' },
};

/** A field's description or error message under its label, as Mantine's Input.Description and Input.Error. */
function HelpText({ part, id, size, inline, selector, children }: PartProps & { part: 'description' | 'error' }) {
  const own = `${PART_CLASSES[part].inline} mantine-${selector}-${part}`;
  const wrapper = `${PART_CLASSES[part].wrapper} mantine-InputWrapper-${part}`;
  return (
    <p
      className={inline ? `${own} ${wrapper}` : `${wrapper} mantine-${selector}-${part}`}
      data-size={size}
      id={id}
      style={size ? ({ [`--input-${part}-size`]: smallerFont(size) } as CSSProperties) : undefined}
    >
      {children}
    </p>
  );
}

const Description = (props: PartProps) => <HelpText part="description" {...props} />;
const ErrorText = (props: PartProps) => <HelpText part="error" {...props} />;

interface PartProps {
  id: string;
  size?: Size;
  /** The part of a checkbox, radio or switch (InlineInput) rather than of a text field (Input.Wrapper). */
  inline?: boolean;
  selector: string;
  children: ReactNode;
}

interface WrapperProps {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  size?: Size;
}

/** Input.Wrapper's label, description and error around a field, and the ids the field refers to. */
function FieldWrapper({
  id,
  selector,
  label,
  description,
  error,
  required,
  size,
  style,
  descriptionBelow,
  children,
}: WrapperProps & {
  id: string;
  selector: string;
  style?: CSSProperties;
  /** Mantine's `inputWrapperOrder={['label', 'input', 'description', 'error']}`. */
  descriptionBelow?: boolean;
  children: ReactNode;
}) {
  const describe = description && (
    <Description id={`${id}-description`} size={size} selector={selector}>
      {description}
    </Description>
  );
  return (
    <div
      className={`m_46b77525 mantine-InputWrapper-root mantine-${selector}-root`}
      data-size={size}
      data-error={flag(!!error)}
      style={style}
    >
      <label
        className={`m_8fdc1311 mantine-InputWrapper-label mantine-${selector}-label`}
        data-size={size}
        data-required={flag(required)}
        htmlFor={id}
        id={`${id}-label`}
        style={size ? ({ '--input-label-size': fontSize(size) } as CSSProperties) : undefined}
      >
        {label}
        {required && (
          <span className={`m_78a94662 mantine-InputWrapper-required mantine-${selector}-required`} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {!descriptionBelow && describe}
      {children}
      {descriptionBelow && describe}
      {error && (
        <ErrorText id={`${id}-error`} size={size} selector={selector}>
          {error}
        </ErrorText>
      )}
    </div>
  );
}

/** The wrapper of Mantine's Input: height and font size of the size, the space for a description or error. */
function inputWrapperProps(
  selector: string,
  size: Size,
  error: boolean,
  offset: { top: boolean; bottom?: boolean },
  options: { multiline?: boolean; pointer?: boolean; rightSection?: boolean; sectionEvents?: 'none' } = {},
) {
  const style: Record<string, string> = {};
  if (offset.top) style['--input-margin-top'] = 'calc(var(--mantine-spacing-xs) / 2)';
  if (offset.bottom) style['--input-margin-bottom'] = 'calc(var(--mantine-spacing-xs) / 2)';
  style['--input-height'] = `var(--input-height-${size})`;
  style['--input-fz'] = fontSize(size);
  if (options.multiline) style['--input-padding-y'] = `var(--input-padding-y-${size})`;
  if (options.sectionEvents) style['--input-right-section-pointer-events'] = options.sectionEvents;
  return {
    className: `m_6c018570 mantine-Input-wrapper mantine-${selector}-wrapper`,
    'data-variant': 'default',
    'data-size': size,
    'data-error': flag(error),
    'data-pointer': flag(options.pointer),
    'data-multiline': flag(options.multiline),
    'data-with-right-section': flag(options.rightSection),
    style: style as CSSProperties,
  };
}

/** The attributes Mantine's Input gives the field itself. */
function fieldAttributes(selector: string, id: string, error: ReactNode, description: ReactNode, required?: boolean) {
  return {
    className: `m_8fb7ebe7 mantine-Input-input mantine-${selector}-input`,
    'data-variant': 'default',
    'data-error': flag(!!error),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(!!error && `${id}-error`, !!description && `${id}-description`),
    required,
    id,
  };
}

function RightSection({ selector, children }: { selector: string; children: ReactNode }) {
  return (
    <div data-position="right" className={`m_82577fc2 mantine-Input-section mantine-${selector}-section`}>
      {children}
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> &
  Omit<WrapperProps, 'size'> & {
    name: string;
    maw?: number;
    /** Mantine's size: md (the public forms), sm (Mantine's default, the monthly gift's page). */
    size?: 'sm' | 'md';
    /** Beside the text, as Mantine's `rightSection` (the password field's show/hide button). */
    rightSection?: ReactNode;
    ref?: Ref<HTMLInputElement>;
  };

/** Mantine's TextInput (size md unless given): label, asterisk, description, error. */
export function TextField(props: TextFieldProps) {
  const { label, description, error, required, maw, id, rightSection, size = 'md', ...input } = props;
  const ownId = useId();
  const fieldId = id ?? ownId;
  const offset = { top: !!description, bottom: !!error };
  return (
    <FieldWrapper
      id={fieldId}
      selector="TextInput"
      {...{ label, description, error, required, size }}
      style={maw ? { maxWidth: maw } : undefined}
    >
      <div {...inputWrapperProps('TextInput', size, !!error, offset, { rightSection: !!rightSection })}>
        <input {...fieldAttributes('TextInput', fieldId, error, description, required)} {...input} />
        {rightSection && <RightSection selector="TextInput">{rightSection}</RightSection>}
      </div>
    </FieldWrapper>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> &
  Omit<WrapperProps, 'size'> & {
    name: string;
    rightSection: ReactNode;
    /** Mantine's size: md (the public forms), sm (Mantine's default). */
    size?: 'sm' | 'md';
    maw?: number;
    /** The component it stands for in the class names: InputBase, or NativeSelect (the same markup). */
    selector?: 'InputBase' | 'NativeSelect';
  };

/** Mantine's `<InputBase component="select" pointer>` (size md unless given) with a right section that lets clicks
 * through; Mantine's NativeSelect is the same markup under its own name. */
export function SelectField(props: SelectFieldProps) {
  const {
    label,
    description,
    error,
    required,
    rightSection,
    children,
    size = 'md',
    maw,
    selector = 'InputBase',
    ...select
  } = props;
  const id = useId();
  const options = { pointer: true, rightSection: true, sectionEvents: 'none' as const };
  return (
    <FieldWrapper
      id={id}
      selector={selector}
      {...{ label, description, error, required, size }}
      style={maw ? { maxWidth: maw } : undefined}
    >
      <div {...inputWrapperProps(selector, size, !!error, { top: !!description, bottom: !!error }, options)}>
        <select {...fieldAttributes(selector, id, error, description, required)} {...select}>
          {children}
        </select>
        <RightSection selector={selector}>{rightSection}</RightSection>
      </div>
    </FieldWrapper>
  );
}

/**
 * The height Mantine's Textarea `autosize` gives the field: the text's height, at least `minRows` and at most `maxRows`
 * rows, plus padding and border; a row is measured as a browser measures a line (whole pixels), as Mantine does.
 */
function autosize(element: HTMLTextAreaElement, minRows: number, maxRows?: number): number {
  const css = getComputedStyle(element);
  const padding = parseFloat(css.paddingTop) + parseFloat(css.paddingBottom);
  const border = parseFloat(css.borderTopWidth) + parseFloat(css.borderBottomWidth);
  const row = Math.round(parseFloat(css.lineHeight) + padding) - padding;
  element.style.setProperty('height', '0px', 'important');
  const content = element.scrollHeight + border;
  const most = maxRows ? row * maxRows + padding + border : Infinity;
  return Math.min(Math.max(content, row * minRows + padding + border), most);
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'size'> &
  Omit<WrapperProps, 'size'> & {
    name: string;
    value: string;
    minRows: number;
    maxRows?: number;
    descriptionBelow?: boolean;
  };

/** Mantine's Textarea with `autosize` (size md): as high as its text, `minRows` to `maxRows` rows. */
export function TextArea(props: TextAreaProps) {
  const { label, description, error, required, minRows, maxRows, descriptionBelow, value, ...area } = props;
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const size = 'md';
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Again when the window's width or the fonts change, as Mantine's autosize does.
    const fit = () =>
      element.style.setProperty('height', `${autosize(element, minRows, maxRows)}px`, 'important');
    fit();
    window.addEventListener('resize', fit);
    document.fonts?.addEventListener('loadingdone', fit);
    return () => {
      window.removeEventListener('resize', fit);
      document.fonts?.removeEventListener('loadingdone', fit);
    };
  }, [value, minRows, maxRows]);
  return (
    <FieldWrapper id={id} selector="Textarea" {...{ label, description, error, required, size, descriptionBelow }}>
      <div
        {...inputWrapperProps(
          'Textarea',
          size,
          !!error,
          { top: !!description && !descriptionBelow, bottom: (!!description && descriptionBelow) || !!error },
          { multiline: true },
        )}
      >
        <textarea
          ref={ref}
          rows={minRows}
          {...fieldAttributes('Textarea', id, error, description, required)}
          data-no-overflow={maxRows === undefined ? 'true' : undefined}
          value={value}
          {...area}
        />
      </div>
    </FieldWrapper>
  );
}

const CHECK_PATH =
  'M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z';

function CheckIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 10 7" fill="none" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" className={className}>
      <path d={CHECK_PATH} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
    </svg>
  );
}

interface InlineProps {
  selector: 'Checkbox' | 'Radio';
  id: string;
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  size?: Size;
  checked: boolean;
  rootClass: string;
  rootStyle: Record<string, string>;
  variant?: string;
  children: ReactNode;
}

/** Mantine's InlineInput: the control, then its label, description and error beside it. */
function InlineInput({ selector, id, label, description, error, size, checked, rootClass, rootStyle, variant, children }: InlineProps) {
  const style = { ...rootStyle };
  if (size) {
    style['--label-fz'] = fontSize(size);
    style['--label-lh'] = `var(--label-lh-${size})`;
  }
  return (
    <div
      className={`${rootClass} mantine-${selector}-root m_5f75b09e mantine-${selector}-root`}
      data-variant={variant}
      data-size={size}
      data-label-position="right"
      data-checked={flag(checked)}
      style={style as CSSProperties}
    >
      <div className={`m_5f6e695e mantine-${selector}-body`}>
        {children}
        <div className={`m_d3ea56bb mantine-${selector}-labelWrapper`}>
          <label className={`m_8ee546b8 mantine-${selector}-label`} htmlFor={id}>
            {label}
          </label>
          {description && (
            <Description id={`${id}-description`} size={size} inline selector={selector}>
              {description}
            </Description>
          )}
          {error && (
            <ErrorText id={`${id}-error`} size={size} inline selector={selector}>
              {error}
            </ErrorText>
          )}
        </div>
      </div>
    </div>
  );
}

interface CheckboxProps {
  label: ReactNode;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  name?: string;
  error?: ReactNode;
}

/** Mantine's Checkbox (size md, filled). */
export function Checkbox({ label, checked, onChange, name, error }: CheckboxProps) {
  const id = useId();
  const size = 'md';
  return (
    <InlineInput
      selector="Checkbox"
      rootClass="m_bf2d988c"
      variant="filled"
      rootStyle={{
        '--checkbox-size': 'var(--checkbox-size-md)',
        '--checkbox-radius': 'var(--mantine-radius-sm)',
        '--checkbox-color': 'var(--mantine-color-soep-filled)',
      }}
      {...{ id, label, error, size, checked }}
    >
      <div className="m_26062bec mantine-Checkbox-inner" data-label-position="right">
        <input
          className="mantine-focus-auto m_26063560 mantine-Checkbox-input"
          data-error={flag(!!error)}
          data-with-error-styles="true"
          id={id}
          aria-describedby={describedBy(!!error && `${id}-error`)}
          type="checkbox"
          name={name}
          checked={checked}
          onChange={onChange}
        />
        <CheckIcon className="m_bf295423 mantine-Checkbox-icon" />
      </div>
    </InlineInput>
  );
}

interface RadioGroupValue {
  name: string;
  value: string;
  onChange: (value: string) => void;
}

const RadioGroupContext = createContext<RadioGroupValue | null>(null);

interface RadioGroupProps {
  name: string;
  label: ReactNode;
  value: string;
  onChange?: (value: string) => void;
  description?: ReactNode;
  error?: ReactNode;
  children: ReactNode;
}

/** Mantine's Radio.Group: a label, then the radio buttons in a `radiogroup` it names, its description and error. */
export function RadioGroup({ name, label, value, onChange, description, error, children }: RadioGroupProps) {
  const id = useId();
  const labelId = `${id}-label`;
  return (
    <div className="m_46b77525 mantine-InputWrapper-root mantine-RadioGroup-root" data-error={flag(!!error)}>
      <div className="m_8fdc1311 mantine-InputWrapper-label mantine-RadioGroup-label" id={labelId}>
        {label}
      </div>
      {description && (
        <Description id={`${id}-description`} selector="RadioGroup">
          {description}
        </Description>
      )}
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={describedBy(!!error && `${id}-error`, !!description && `${id}-description`)}
      >
        <RadioGroupContext value={{ name, value, onChange: onChange ?? (() => undefined) }}>{children}</RadioGroupContext>
      </div>
      {error && (
        <ErrorText id={`${id}-error`} selector="RadioGroup">
          {error}
        </ErrorText>
      )}
    </div>
  );
}

interface RadioProps {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  size?: Size;
  mt?: 'xs';
  'data-field'?: string;
}

/** Mantine's Radio inside a RadioGroup. */
export function Radio({ value, label, description, size, mt, 'data-field': field }: RadioProps) {
  const id = useId();
  const group = use(RadioGroupContext);
  const checked = group?.value === value;
  const rootStyle: Record<string, string> = size
    ? { '--radio-size': `var(--radio-size-${size})`, '--radio-color': 'var(--mantine-color-soep-filled)' }
    : { '--radio-color': 'var(--mantine-color-soep-filled)' };
  if (size) rootStyle['--radio-icon-size'] = `var(--radio-icon-size-${size})`;
  if (mt) rootStyle.marginTop = `var(--mantine-spacing-${mt})`;
  return (
    <InlineInput selector="Radio" rootClass="m_f3f1af94" {...{ id, label, description, size, checked, rootStyle }}>
      <div className="m_89c4f5e4 mantine-Radio-inner" data-label-position="right">
        <input
          className="mantine-focus-auto m_8a3dbb89 mantine-Radio-radio"
          data-with-error-styles="true"
          data-field={field}
          id={id}
          aria-describedby={describedBy(!!description && `${id}-description`)}
          type="radio"
          value={value}
          name={group?.name}
          checked={checked}
          onChange={(event) => group?.onChange(event.currentTarget.value)}
        />
        <svg
          xmlns="http://www.w3.org/2000/svg"
          fill="none"
          viewBox="0 0 5 5"
          aria-hidden="true"
          className="m_f3ed6b2b mantine-Radio-icon"
        >
          <circle cx="2.5" cy="2.5" r="2.5" fill="currentColor" />
        </svg>
      </div>
    </InlineInput>
  );
}

interface ChipProps {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  'data-field'?: string;
  children: ReactNode;
}

/** Mantine's Chip (size lg, filled) as one of a group's radio buttons. */
export function Chip({ name, value, checked, onChange, 'data-field': field, children }: ChipProps) {
  const id = useId();
  const style = {
    '--chip-fz': 'var(--mantine-font-size-lg)',
    '--chip-size': 'var(--chip-size-lg)',
    '--chip-checked-padding': 'var(--chip-checked-padding-lg)',
    '--chip-padding': 'var(--chip-padding-lg)',
    '--chip-icon-size': 'var(--chip-icon-size-lg)',
    '--chip-spacing': 'var(--chip-spacing-lg)',
  } as CSSProperties;
  return (
    <div className="m_f59ffda3 mantine-Chip-root" data-size="lg" style={style}>
      <input
        className="m_bde07329 mantine-Chip-input"
        id={id}
        data-field={field}
        type="radio"
        value={value}
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <label className="m_fa109255 m_be049a53 mantine-Chip-label" data-checked={flag(checked)} htmlFor={id}>
        {checked && (
          <span className="m_9ac86df9 mantine-Chip-iconWrapper">
            <CheckIcon className="m_d6d72580 mantine-Chip-checkIcon" />
          </span>
        )}
        <span>{children}</span>
      </label>
    </div>
  );
}

interface SwitchProps {
  name: string;
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** Mantine's Switch (default size): a checkbox with role `switch`, its track and thumb. */
export function Switch({ name, label, description, checked, onChange }: SwitchProps) {
  const id = useId();
  const on = checked ? 'true' : 'false';
  return (
    <div
      className="m_5f93f3bb mantine-Switch-root m_5f75b09e mantine-Switch-root"
      data-label-position="right"
      data-checked={on}
    >
      <label className="m_5f6e695e mantine-Switch-body" htmlFor={id}>
        <input
          data-checked={on}
          id={id}
          role="switch"
          aria-describedby={describedBy(!!description && `${id}-description`)}
          className="m_926b4011 mantine-Switch-input"
          type="checkbox"
          name={name}
          checked={checked}
          onChange={onChange}
        />
        <span
          className="m_9307d992 mantine-Switch-track"
          data-label-position="right"
          data-without-labels="true"
          aria-hidden="true"
        >
          <span className="m_93039a1d mantine-Switch-thumb" data-reduce-motion="true" data-with-thumb-indicator="true" />
          <span className="m_8277e082 mantine-Switch-trackLabel" />
        </span>
        <div className="m_d3ea56bb mantine-Switch-labelWrapper">
          <span className="m_8ee546b8 mantine-Switch-label">{label}</span>
          {description && (
            <p
              className="m_328f68c0 mantine-Switch-description m_fe47ce59 mantine-InputWrapper-description"
              id={`${id}-description`}
            >
              {description}
            </p>
          )}
        </div>
      </label>
    </div>
  );
}

/** Mantine's ActionIcon (subtle, red, 44 px) with Tabler's trash icon. */
export function TrashButton({ label, onClick }: { label: string; onClick: () => void }) {
  const style = {
    '--ai-size': 'calc(2.75rem * var(--mantine-scale))',
    '--ai-bg': 'transparent',
    '--ai-hover': 'var(--mantine-color-red-light-hover)',
    '--ai-color': 'var(--mantine-color-red-light-color)',
    '--ai-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  } as CSSProperties;
  return (
    <button
      className="mantine-focus-auto mantine-active m_8d3f4000 mantine-ActionIcon-root m_87cf2631 mantine-UnstyledButton-root"
      data-variant="subtle"
      type="button"
      aria-label={label}
      onClick={onClick}
      style={style}
    >
      <span className="m_8d3afb97 mantine-ActionIcon-icon">
        <svg
          xmlns="http://www.w3.org/2000/svg"
          width="24"
          height="24"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="tabler-icon tabler-icon-trash"
          aria-hidden="true"
        >
          <path d="M4 7l16 0" />
          <path d="M10 11l0 6" />
          <path d="M14 11l0 6" />
          <path d="M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2 -2l1 -12" />
          <path d="M9 7v-3a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v3" />
        </svg>
      </span>
    </button>
  );
}

/** Mantine's horizontal Divider with `my="xs"`. */
export function Divider() {
  return (
    <div
      className="m_3eebeb36 mantine-Divider-root"
      data-orientation="horizontal"
      role="separator"
      aria-orientation="horizontal"
      style={{ marginBlock: 'var(--mantine-spacing-xs)' }}
    />
  );
}

/** Mantine's `<Grid gap="sm">` as a CSS grid of twelve columns. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className={classes.grid}>{children}</div>;
}

/** A Grid.Col: `span` of twelve columns on a phone, `sm` from Mantine's sm breakpoint (48em). */
export function FieldCol({ span = 12, sm, children }: { span?: number; sm?: number; children: ReactNode }) {
  const style = { '--span': span, '--span-sm': sm ?? span } as CSSProperties;
  return <div style={style}>{children}</div>;
}

/** The public forms' text field that shows the server's 422 message for its name (field-errors store). */
export function PublicFieldInput({ name, ...props }: TextFieldProps) {
  const error = useFieldError(name);
  return <TextField name={name} error={error} {...props} />;
}

/** `{...bindField(values, 'email', onChange)}`: name, value and onChange of a text field. */
export function bindField<K extends string>(
  values: Partial<Record<K, string>>,
  name: K,
  onChange: (changes: Partial<Record<K, string>>) => void,
) {
  return {
    name,
    value: values[name] ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      clearFieldError(name);
      onChange({ [name]: event.currentTarget.value } as Partial<Record<K, string>>);
    },
  };
}
