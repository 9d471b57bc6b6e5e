import type { QuoteLine } from '@/lib/quote-list/lines';
import { totalQuantity } from '@/lib/quote-list/lines';
import { formatIcu, type CompiledMessage } from '@/lib/icu';
import type { SharedChoice as Choice } from './quoteOpening';
import type { QuoteListLabels } from './labels';
import * as styles from './QuoteList.css';

interface Props {
  stored: readonly QuoteLine[];
  shared: readonly QuoteLine[];
  locale: string;
  labels: QuoteListLabels['choice'];
  onChoose: (choice: Choice) => void;
}

/** A shared link meets a different list in this browser: the visitor decides, nothing is lost. */
export function SharedChoice({ stored, shared, locale, labels, onChoose }: Props) {
  const count = (template: CompiledMessage, lines: readonly QuoteLine[]) =>
    formatIcu(template, { count: lines.length, total: totalQuantity(lines) }, locale);
  return (
    <section className={styles.choice} aria-labelledby="quote-choice-heading">
      <h2 id="quote-choice-heading" className={styles.subheading} tabIndex={-1}>
        {labels.heading}
      </h2>
      <p>{labels.text}</p>
      <ul className={styles.choiceCounts}>
        <li>{count(labels.shared, shared)}</li>
        <li>{count(labels.yours, stored)}</li>
      </ul>
      <div className={styles.buttons}>
        <button type="button" className={styles.button} onClick={() => onChoose('replace')}>
          {labels.replace}
        </button>
        <button type="button" className={styles.button} onClick={() => onChoose('merge')}>
          {labels.merge}
        </button>
        <button type="button" className={styles.buttonQuiet} onClick={() => onChoose('keep')}>
          {labels.keep}
        </button>
      </div>
    </section>
  );
}
