import { useState } from 'react';
import * as styles from './QuoteList.css';

interface Props {
  /** The address to copy (the quote list's or the comparison's link). */
  url: string;
  labels: { copy: string; copied: string; copyFailed: string };
  buttonClassName?: string;
}

/** Where the clipboard is refused or missing (https/localhost only), a field to copy by hand. */
export function CopyLink({ url, labels, buttonClassName = styles.button }: Props) {
  const [state, setState] = useState<{ url: string; result: 'copied' | 'manual' } | null>(null);
  // A changed link (a line added, a product removed) is a new one: the old outcome no longer holds.
  const result = state?.url === url ? state.result : null;
  const copy = () =>
    (navigator.clipboard?.writeText(url) ?? Promise.reject(new Error('No clipboard')))
      .then(() => setState({ url, result: 'copied' }))
      .catch(() => setState({ url, result: 'manual' }));
  return (
    <div className={styles.share}>
      <button type="button" className={buttonClassName} onClick={copy}>
        {labels.copy}
      </button>
      <span role="status">{result === 'copied' ? labels.copied : ''}</span>
      {result === 'manual' ? (
        <label className={styles.shareField}>
          {labels.copyFailed}
          <input
            readOnly
            value={url}
            className={styles.shareInput}
            onFocus={(event) => event.currentTarget.select()}
          />
        </label>
      ) : null}
    </div>
  );
}
