import type { ReactElement } from 'react';
import { cloneElement } from 'react';
import * as styles from './Form.css';

interface Props {
  id: string;
  label: string;
  requiredLabel?: string;
  /** A rule or example under the label, read with the control (after its error). */
  hint?: string;
  error?: string;
  /** A caution that does not stop the send (a meter reading lower than the last one). */
  warning?: string;
  /** The input, textarea or select; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
}

/** A labelled control with its hint and error message tied to it for screen readers. */
export function FormField({ id, label, requiredLabel, hint, error, warning, children }: Props) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const warningId = `${id}-warning`;
  const describedBy = [error ? errorId : '', warning ? warningId : '', hint ? hintId : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {requiredLabel ? <span className={styles.requiredMark}> ({requiredLabel})</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {warning ? (
        <p id={warningId} className={styles.warning}>
          {warning}
        </p>
      ) : null}
    </div>
  );
}
