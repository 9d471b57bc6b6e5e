'use client';

import { useEffect, useState } from 'react';
import { formatIcu } from '@/lib/icu';
import type { FailedDetailLabels, SentDetailLabels } from './labels';
import { failureText, sentReference } from './resultQuery';
import * as styles from './RequestResult.css';

type Props =
  { outcome: 'sent'; labels: SentDetailLabels } | { outcome: 'failed'; labels: FailedDetailLabels };

/** The line only the address knows: the reference, or why the request was refused. */
export function ResultDetail(props: Props) {
  const [text, setText] = useState<string | undefined>();
  useEffect(() => {
    const search = window.location.search;
    let line: string | undefined;
    if (props.outcome === 'sent') {
      const reference = sentReference(search);
      line = reference && formatIcu(props.labels.received, { reference });
    } else {
      const reason = failureText(search);
      line = reason && props.labels.reasons[reason];
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reading the address once after hydration
    setText(line);
  }, [props]);
  return (
    <p className={styles.detail} role="status">
      {text}
    </p>
  );
}
