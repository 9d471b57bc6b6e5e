import type { Locale } from '@/i18n/routing';
import { pageHref } from '@/lib/page-href';
import { formatIcu } from '@/lib/icu';
import { ListToggles } from '@/components/list-toggles/ListToggles';
import type { CompareLabels } from './labels';
import type { ComparedProduct, CompareRow } from './compareRows';
import * as styles from './Compare.css';

interface Props {
  products: readonly ComparedProduct[];
  rows: readonly CompareRow[];
  locale: Locale;
  labels: CompareLabels;
  onRemove: (id: string) => void;
}

/** One column per product, one row per specification; differing rows are marked. */
export function CompareTable({ products, rows, locale, labels, onRemove }: Props) {
  const caption = formatIcu(labels.caption, { count: products.length }, locale);
  return (
    <>
      {/* Phones show one column at a time: say that the others are a swipe away. */}
      {products.length > 1 ? (
        <p className={styles.scrollHint} data-compare-hint="">
          {formatIcu(labels.scrollHint, { count: products.length }, locale)}
          <span aria-hidden="true"> →</span>
        </p>
      ) : null}
      <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.corner}>
                {labels.specification}
              </th>
              {products.map((product) => (
                <th key={product.id} scope="col" className={styles.productHead}>
                  {product.image ? (
                    // eslint-disable-next-line @next/next/no-img-element -- a static export's plain image
                    <img
                      src={product.image.src}
                      alt=""
                      width={160}
                      height={120}
                      className={styles.image}
                    />
                  ) : null}
                  <a href={pageHref(locale, `/product/${product.id}`)} className={styles.name}>
                    {product.name}
                  </a>
                  <span className={styles.price}>{product.price ?? labels.priceOnRequest}</span>
                  <div className={styles.columnActions}>
                    <ListToggles ids={[product.id]} name={product.name} labels={labels.lists} />
                    <button
                      type="button"
                      className={styles.remove}
                      aria-label={formatIcu(labels.removeLabel, { name: product.name })}
                      onClick={() => onRemove(product.id)}
                    >
                      {labels.remove}
                    </button>
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className={row.differs ? styles.differs : undefined}>
                <th scope="row" className={styles.rowHead}>
                  {labels.specLabels[row.key] ?? row.key}
                  {row.differs ? <span className={styles.marker}> ({labels.differs})</span> : null}
                </th>
                {row.values.map((value, index) => (
                  <td key={products[index]?.id ?? index}>
                    {value !== null ? (
                      <WholeUnits text={value} />
                    ) : (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className={styles.hidden}>{labels.notStated}</span>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Units with a slash ("გვ/წთ") kept on one line: a break after the slash reads as a cut word. */
function WholeUnits({ text }: { text: string }) {
  return text.split(/(\s+)/).map((part, index) =>
    part.includes('/') ? (
      <span key={index} className={styles.unbroken}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
