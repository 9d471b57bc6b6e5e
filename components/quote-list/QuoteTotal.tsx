import type { Locale } from '@/i18n/routing';
import { formatMoney } from '@/lib/format';
import { formatIcu } from '@/lib/icu';
import type { QuoteTotal as Total } from '@/lib/quote-list/total';
import type { QuoteListLabels } from './labels';
import * as styles from './QuoteList.css';

/** From the stated prices, with what it leaves out: products priced on request. */
export function QuoteTotal({
  total,
  locale,
  labels,
}: {
  total: Total;
  locale: Locale;
  labels: Pick<QuoteListLabels, 'total' | 'from' | 'vat'>;
}) {
  if (total.lari === null)
    return (
      <p className={styles.total} data-quote-total="none">
        {labels.total.none}
      </p>
    );
  const money = formatMoney(total.lari, 'GEL', locale);
  return (
    <div className={styles.total} data-quote-total={total.lari}>
      <p className={styles.totalLine}>
        <span>{labels.total.label}</span>{' '}
        <strong data-quote-total-amount="">
          {total.from ? formatIcu(labels.from, { price: money }) : money}
        </strong>{' '}
        {labels.vat ? <span className={styles.linePrice}>{labels.vat}</span> : null}
      </p>
      {total.onRequest > 0 ? (
        <p className={styles.linePrice} data-quote-total-note="">
          {formatIcu(labels.total.note, { count: total.onRequest }, locale)}
        </p>
      ) : null}
    </div>
  );
}
