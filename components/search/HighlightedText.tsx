import type { TextRun } from './searchHits';
import * as styles from './SearchPage.css';

/** Text runs with the matched words in <mark>; always rendered as text, never as markup. */
export function HighlightedText({ runs }: { runs: TextRun[] }) {
  return (
    <>
      {runs.map((run, index) =>
        run.mark ? (
          <mark key={index} className={styles.mark}>
            {run.text}
          </mark>
        ) : (
          <span key={index}>{run.text}</span>
        ),
      )}
    </>
  );
}
