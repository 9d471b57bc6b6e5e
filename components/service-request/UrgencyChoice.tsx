import { urgencies, type Urgency } from './serviceRequest';
import * as styles from './ServiceRequest.css';

interface Props {
  legend: string;
  value: Urgency;
  labels: Record<Urgency, string>;
  onValue: (value: string) => void;
}

/** Radios: a closed select cuts "Urgent: the device has stopped" off at 375 px. */
export function UrgencyChoice({ legend, value, labels, onValue }: Props) {
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.choiceLegend}>{legend}</legend>
      {urgencies.map((urgency) => (
        <label key={urgency} className={styles.option}>
          <input
            type="radio"
            name="urgency"
            value={urgency}
            className={styles.radio}
            checked={value === urgency}
            onChange={() => onValue(urgency)}
          />
          <span>{labels[urgency]}</span>
        </label>
      ))}
    </fieldset>
  );
}
