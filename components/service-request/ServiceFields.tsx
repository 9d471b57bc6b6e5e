import type { ReactNode } from 'react';
import { serialPattern } from './fieldRules';
import { errorLabel } from '@/components/forms/fieldRules';
import { TextField, SelectField } from '@/components/forms/Fields';
import { FormField } from '@/components/forms/FormField';
import * as formStyles from '@/components/forms/Form.css';
import type { ServiceFormLabels } from './labels';
import {
  problemTypes,
  serviceErrorCodes,
  urgencies,
  visitTimes,
  matchDevice,
  modelCode,
  type Device,
  type ServiceErrors,
  type ServiceValues,
} from './serviceRequest';
import * as styles from './ServiceRequest.css';

interface Props {
  values: ServiceValues;
  errors: ServiceErrors;
  labels: ServiceFormLabels;
  devices: readonly Device[];
  /** The cities served, in the page's language (the first is the default). */
  cities: readonly string[];
  onChange: (field: keyof ServiceValues, value: string) => void;
  /** The photos (an error screen, the serial plate), with the problem's description. */
  photoField?: ReactNode;
}

/** Native rules cover no-JS; the model field suggests devices and takes any other model. */
export function ServiceFields(props: Props) {
  const { values, errors, labels, devices, cities, onChange: update, photoField } = props;
  // The catalogue's name for the model typed or pre-filled, shown beside the short field.
  const named = matchDevice(values.model, devices)?.name;
  const error = (field: keyof typeof serviceErrorCodes) =>
    errorLabel<typeof serviceErrorCodes>(errors, field, labels.errors);
  const text = (field: keyof ServiceValues) => ({
    id: `service-${field}`,
    name: field,
    label: labels[field as keyof ServiceFormLabels] as string,
    value: values[field],
    onValue: (value: string) => update(field, value),
    requiredLabel: labels.required,
  });
  return (
    <>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{labels.groups.device}</legend>
        <TextField
          {...text('model')}
          hint={labels.modelHint}
          error={error('model')}
          required
          list="service-model-options"
          autoComplete="off"
        />
        {named && named !== values.model.trim() ? (
          <p className={styles.modelName} aria-live="polite">
            {named}
          </p>
        ) : null}
        <datalist id="service-model-options">
          {devices.map((device) => (
            <option key={device.id} value={modelCode(device.name)} label={device.name} />
          ))}
        </datalist>
        <TextField
          {...text('serial')}
          hint={labels.serialHint}
          error={error('serial')}
          required
          pattern={serialPattern}
          autoCapitalize="characters"
          spellCheck={false}
        />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{labels.groups.problem}</legend>
        <SelectField
          {...text('problem')}
          value={values.problem}
          options={problemTypes}
          optionLabels={labels.problems}
        />
        <TextField
          {...text('errorCode')}
          hint={labels.errorCodeHint}
          error={error('errorCode')}
          required={values.problem === 'error-code'}
          spellCheck={false}
          maxLength={40}
        />
        <TextField
          {...text('details')}
          hint={labels.detailsHint}
          error={error('details')}
          required={values.problem === 'other'}
          maxLength={2000}
          multiline
        />
        {photoField}
        {/* Radios: a closed select cuts "Urgent: the device has stopped" off at 375 px. */}
        <fieldset className={styles.choice}>
          <legend className={styles.choiceLegend}>{labels.urgency}</legend>
          {urgencies.map((urgency) => (
            <label key={urgency} className={styles.option}>
              <input
                type="radio"
                name="urgency"
                value={urgency}
                className={styles.radio}
                checked={values.urgency === urgency}
                onChange={() => update('urgency', urgency)}
              />
              <span>{labels.urgencies[urgency]}</span>
            </label>
          ))}
        </fieldset>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{labels.groups.visit}</legend>
        {/* One of the cities the engineers travel to (content/service-area.yaml). */}
        <FormField
          id="service-city"
          label={labels.city}
          hint={labels.cityHint}
          requiredLabel={labels.required}
          error={error('city')}
        >
          {/* Never empty, so no `required`: that needs an empty placeholder option. */}
          <select
            name="city"
            autoComplete="address-level2"
            className={formStyles.control}
            value={values.city}
            onChange={(e) => update('city', e.target.value)}
          >
            {cities.map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </select>
        </FormField>
        <TextField
          {...text('address')}
          hint={labels.addressHint}
          error={error('address')}
          required
          autoComplete="address-line1"
        />
        <div className={styles.pair}>
          <TextField
            {...text('visitDate')}
            type="date"
            hint={labels.visitDateHint}
            error={error('visitDate')}
          />
          <SelectField
            {...text('visitTime')}
            value={values.visitTime}
            options={visitTimes}
            optionLabels={labels.visitTimes}
          />
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{labels.groups.contact}</legend>
        <TextField {...text('name')} error={error('name')} required autoComplete="name" />
        <TextField
          {...text('phone')}
          type="tel"
          hint={labels.phoneHint}
          error={error('phone')}
          required
          autoComplete="tel"
        />
        <TextField {...text('email')} type="email" error={error('email')} autoComplete="email" />
      </fieldset>
    </>
  );
}
