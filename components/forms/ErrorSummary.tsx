import type { MouseEvent } from 'react';
import type { SummaryItem } from './fieldRules';
import * as styles from './Form.css';

interface Props {
  /** Whether the last send was stopped by errors. */
  shown: boolean;
  /** "The message was not sent: please correct the fields marked below." */
  summary: string;
  items: readonly SummaryItem[];
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

/** A live region kept in the page while empty, so screen readers announce it when it appears. */
export function ErrorSummary({ shown, summary, items }: Props) {
  const fields = shown ? items : [];
  return (
    <div className={fields.length > 0 ? styles.summary : undefined}>
      <p className={styles.alert} aria-live="assertive">
        {fields.length > 0 ? summary : ''}
      </p>
      {fields.length > 0 ? (
        <ul className={styles.summaryList}>
          {fields.map((field) => (
            <li key={field.id}>
              <a href={`#${field.id}`} onClick={focusField}>
                {field.text}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
