import type { Locale } from '@/i18n/routing';
import { pageHref } from '@/lib/page-href';
import type { CatalogCard } from '@/lib/catalog-cards';
import { formatIcu } from '@/lib/icu';
import type { QuoteLine } from '@/lib/quote-list/lines';
import { QuantityInput } from './QuantityInput';
import type { QuoteListLabels } from './labels';
import * as styles from './QuoteList.css';

interface Props {
  lines: readonly QuoteLine[];
  cards: ReadonlyMap<string, CatalogCard>;
  locale: Locale;
  labels: QuoteListLabels;
  /** Whether the catalogue loaded: then a line it lacks is marked as not found (and kept). */
  checked: boolean;
  /** While the request is sent: no change can slip in between what is sent and what is kept. */
  frozen: boolean;
  onQuantity: (id: string, quantity: number) => void;
  onRemove: (id: string) => void;
}

/** One row per product: picture, name (a link to its page), quantity stepper, remove. */
export function QuoteLines(props: Props) {
  const { lines, cards, locale, labels, checked, frozen, onQuantity, onRemove } = props;
  return (
    <ol className={styles.lines}>
      {lines.map((line) => {
        const card = cards.get(line.id);
        const name = card?.name ?? line.id;
        return (
          <li key={line.id} className={styles.line}>
            {card?.image ? (
              // eslint-disable-next-line @next/next/no-img-element -- a static export's plain image
              <img src={card.image.src} alt="" width={96} height={72} className={styles.thumb} />
            ) : (
              <span className={styles.thumb} />
            )}
            <div className={styles.lineText}>
              <a href={pageHref(locale, `/product/${line.id}`)} className={styles.lineName}>
                {name}
              </a>
              {card?.price ? (
                <span className={styles.linePrice} data-line-price="">
                  {card.price}
                  {labels.vat ? ` · ${labels.vat}` : ''}
                </span>
              ) : card ? (
                <span className={styles.linePrice}>{labels.onRequest}</span>
              ) : null}
              {checked && !card ? (
                <span className={styles.linePrice}>{labels.unknownLine}</span>
              ) : null}
            </div>
            <QuantityInput
              id={`quantity-${line.id}`}
              name={name}
              quantity={line.quantity}
              labels={labels}
              disabled={frozen}
              onChange={(quantity) => onQuantity(line.id, quantity)}
            />
            <button
              type="button"
              className={styles.remove}
              aria-label={formatIcu(labels.removeLabel, { name })}
              disabled={frozen}
              onClick={() => onRemove(line.id)}
            >
              {labels.remove}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
