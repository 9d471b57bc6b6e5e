import type { ReactElement } from 'react';
import { cloneElement } from 'react';
import * as styles from './ContactForm.css';

interface Props {
  id: string;
  label: string;
  requiredLabel?: string;
  error?: string;
  /** The input, textarea or select; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
}

/** A labelled control with its error message tied to it for screen readers. */
export function FormField({ id, label, requiredLabel, error, children }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {requiredLabel ? <span className={styles.requiredMark}> ({requiredLabel})</span> : null}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
