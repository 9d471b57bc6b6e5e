import type { ReactNode } from 'react';
import { errorLabel } from '@/components/forms/fieldRules';
import { counterPattern, serialPattern } from './fieldRules';
import { TextField } from '@/components/forms/Fields';
import type { MeterFormLabels } from './labels';
import type { meterErrorCodes, MeterErrors, MeterValues } from './meterReading';
import * as styles from './ServiceRequest.css';

interface Props {
  values: MeterValues;
  errors: MeterErrors;
  /** Counters lower than the last reading sent for this serial number. */
  warnings: Partial<Record<'mono' | 'colour', string>>;
  labels: MeterFormLabels;
  onChange: (field: keyof MeterValues, value: string) => void;
  /** The photos (the counter page, the serial plate), after the counters. */
  photoField?: ReactNode;
}

/** The device and its counters, then who sends them. */
export function MeterFields(props: Props) {
  const { values, errors, warnings, labels, onChange: update, photoField } = props;
  const field = (name: keyof MeterValues) => ({
    id: `meter-${name}`,
    name,
    label: labels[name],
    value: values[name],
    onValue: (value: string) => update(name, value),
    requiredLabel: labels.required,
    error: errorLabel<typeof meterErrorCodes>(errors, name, labels.errors),
  });
  return (
    <>
      <TextField
        {...field('serial')}
        hint={labels.serialHint}
        required
        pattern={serialPattern}
        autoCapitalize="characters"
        spellCheck={false}
      />
      <TextField {...field('date')} type="date" required />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{labels.counters}</legend>
        <div className={styles.pair}>
          <TextField
            {...field('mono')}
            required
            inputMode="numeric"
            pattern={counterPattern}
            warning={warnings.mono}
          />
          <TextField
            {...field('colour')}
            hint={labels.colourHint}
            inputMode="numeric"
            pattern={counterPattern}
            warning={warnings.colour}
          />
        </div>
      </fieldset>
      {photoField}
      <TextField {...field('name')} required autoComplete="name" />
      <div className={styles.pair}>
        <TextField
          {...field('email')}
          type="email"
          hint={labels.contactHint}
          autoComplete="email"
        />
        <TextField {...field('phone')} type="tel" autoComplete="tel" />
      </div>
    </>
  );
}
