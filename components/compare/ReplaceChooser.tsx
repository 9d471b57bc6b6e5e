import { formatIcu } from '@/lib/icu';
import { maxCompared } from '@/lib/compare-list';
import type { CompareLabels } from './labels';
import type { ComparedProduct } from './compareRows';
import * as styles from './Compare.css';

interface Props {
  pending: ComparedProduct;
  products: readonly ComparedProduct[];
  locale: string;
  labels: CompareLabels;
  onReplace: (id: string) => void;
  onCancel: () => void;
}

/** A fifth product was chosen: which of the four does it replace (or none)? */
export function ReplaceChooser(props: Props) {
  const { pending, products, locale, labels, onReplace, onCancel } = props;
  return (
    <section className={styles.chooser} aria-labelledby="compare-replace-text">
      <p id="compare-replace-text">
        {formatIcu(labels.replaceText, { max: maxCompared, name: pending.name }, locale)}
      </p>
      <div className={styles.chooserButtons}>
        {products.map((product) => (
          <button
            key={product.id}
            type="button"
            className={styles.button}
            onClick={() => onReplace(product.id)}
          >
            {formatIcu(labels.replaceButton, { name: product.name })}
          </button>
        ))}
        <button type="button" className={styles.buttonQuiet} onClick={onCancel}>
          {labels.cancel}
        </button>
      </div>
    </section>
  );
}
