import type { Locale } from '@/i18n/routing';
import { pageHref } from '@/lib/page-href';
import { useState } from 'react';
import { encodeItems, type QuoteLine } from '@/lib/quote-list';
import type { QuoteListLabels } from './labels';
import * as styles from './QuoteList.css';

interface Props {
  locale: Locale;
  lines: readonly QuoteLine[];
  labels: Pick<QuoteListLabels, 'share' | 'copied' | 'copyFailed'>;
}

/** "Copy link": the list as `?items=id:qty,…`; where the clipboard is refused, a field to copy. */
export function ShareLink({ locale, lines, labels }: Props) {
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle');
  const url = `${window.location.origin}${pageHref(locale, `/quote?items=${encodeItems(lines)}`)}`;
  // The clipboard API exists only on https (and localhost); elsewhere the field is the way.
  const copy = () =>
    (navigator.clipboard?.writeText(url) ?? Promise.reject(new Error('No clipboard')))
      .then(() => setState('copied'))
      .catch(() => setState('manual'));
  return (
    <div className={styles.share}>
      <button type="button" className={styles.button} onClick={copy}>
        {labels.share}
      </button>
      <span role="status">{state === 'copied' ? labels.copied : ''}</span>
      {state === 'manual' ? (
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
