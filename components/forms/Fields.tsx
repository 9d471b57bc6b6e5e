import type { InputHTMLAttributes } from 'react';
import { FormField } from './FormField';
import * as styles from './Form.css';

interface Common {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** "required", shown after the label when the control is required. */
  requiredLabel?: string;
  hint?: string;
  error?: string;
  warning?: string;
}

type TextProps = Common &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'> & {
    multiline?: boolean;
  };

/** A labelled text input (or textarea) with the contact form's hint, error and warning. */
export function TextField(props: TextProps) {
  const { id, label, value, onValue, requiredLabel, hint, error, warning, multiline, ...input } =
    props;
  const field = { id, label, hint, error, warning };
  const marked = input.required ? requiredLabel : undefined;
  return (
    <FormField {...field} requiredLabel={marked}>
      {multiline ? (
        <textarea
          name={input.name}
          required={input.required}
          minLength={input.minLength}
          maxLength={input.maxLength}
          className={styles.textarea}
          value={value}
          onChange={(e) => onValue(e.target.value)}
        />
      ) : (
        <input
          type="text"
          {...input}
          className={styles.control}
          value={value}
          onChange={(e) => onValue(e.target.value)}
        />
      )}
    </FormField>
  );
}

interface SelectProps<T extends string> {
  id: string;
  name: string;
  label: string;
  value: T;
  options: readonly T[];
  optionLabels: Record<T, string>;
  onValue: (value: string) => void;
}

/** A labelled choice from a fixed list (the first option is the default). */
export function SelectField<T extends string>(props: SelectProps<T>) {
  const { id, name, label, value, options, optionLabels, onValue } = props;
  return (
    <FormField id={id} label={label}>
      <select
        name={name}
        className={styles.control}
        value={value}
        onChange={(e) => onValue(e.target.value)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabels[option]}
          </option>
        ))}
      </select>
    </FormField>
  );
}
