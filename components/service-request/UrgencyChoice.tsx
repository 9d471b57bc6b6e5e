import { urgencies, type Urgency } from './serviceRequest';
import * as styles from './ServiceRequest.css';

interface Props {
  legend: string;
  value: Urgency;
  labels: Record<Urgency, string>;
  onValue: (value: string) => void;
}

/**
 * How urgent the visit is, as radio buttons: each choice's text wraps on a phone, where a closed
 * select cuts "Urgent: the device has stopped" off at 375 px. Without JavaScript the first one
 * (normal) is checked and posts like any other field.
 */
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
