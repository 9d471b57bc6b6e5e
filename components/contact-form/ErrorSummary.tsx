import type { MouseEvent } from 'react';
import type { ContactErrors } from './contactForm';
import { invalidFields } from './contactForm';
import { errorText, type ContactFormLabels } from './contactLabels';
import * as styles from './ContactForm.css';

interface Props {
  /** Whether the last send was stopped by errors. */
  shown: boolean;
  errors: ContactErrors;
  labels: ContactFormLabels['errors'];
}

/** Moves focus into the field itself (a plain #fragment only scrolls to it in some browsers). */
function focusField(event: MouseEvent<HTMLAnchorElement>) {
  const id = event.currentTarget.hash.slice(1);
  const field = document.getElementById(id);
  if (!field) return;
  event.preventDefault();
  field.focus();
  field.scrollIntoView({ block: 'center' });
}

/**
 * Above the fields: what stopped the message, with a link to each field that needs a change.
 * The sentence is a live region that stays in the page while empty, so screen readers announce
 * it when it appears; the list follows the corrections as the visitor types (not announced).
 */
export function ErrorSummary({ shown, errors, labels }: Props) {
  const fields = shown ? invalidFields(errors) : [];
  return (
    <div className={fields.length > 0 ? styles.summary : undefined}>
      <p className={styles.alert} aria-live="assertive">
        {fields.length > 0 ? labels.summary : ''}
      </p>
      {fields.length > 0 ? (
        <ul className={styles.summaryList}>
          {fields.map((field) => (
            <li key={field}>
              <a href={`#contact-${field}`} onClick={focusField}>
                {errorText(errors, field, labels)}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
