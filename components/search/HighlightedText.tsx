import type { TextRun } from './searchHits';

/** Text runs with the matched words in <mark>; always rendered as text, never as markup. */
export function HighlightedText({ runs }: { runs: TextRun[] }) {
  return (
    <>
      {runs.map((run, index) =>
        run.mark ? <mark key={index}>{run.text}</mark> : <span key={index}>{run.text}</span>,
      )}
    </>
  );
}
