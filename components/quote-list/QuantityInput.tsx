import { useState } from 'react';
import { formatIcu, type CompiledMessage } from '@/lib/icu';
import { clampQuantity, maxQuantity, minQuantity } from '@/lib/quote-list/lines';
import * as styles from './QuoteList.css';

interface Props {
  id: string;
  name: string;
  quantity: number;
  labels: Record<'quantityLabel' | 'decreaseLabel' | 'increaseLabel', CompiledMessage>;
  disabled?: boolean;
  onChange: (quantity: number) => void;
}

/** 1–999; while edited the field may be empty, and shows the last whole number on blur. */
export function QuantityInput({ id, name, quantity, labels, disabled = false, onChange }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const named = (template: CompiledMessage) => formatIcu(template, { name });
  return (
    <div className={styles.stepper}>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={named(labels.decreaseLabel)}
        disabled={disabled || quantity <= minQuantity}
        onClick={() => onChange(quantity - 1)}
      >
        −
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={minQuantity}
        max={maxQuantity}
        className={styles.quantity}
        aria-label={named(labels.quantityLabel)}
        value={draft ?? String(quantity)}
        disabled={disabled}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          if (/^\d+$/.test(text)) onChange(clampQuantity(text));
        }}
        onBlur={() => setDraft(null)}
      />
      <button
        type="button"
        className={styles.stepButton}
        aria-label={named(labels.increaseLabel)}
        disabled={disabled || quantity >= maxQuantity}
        onClick={() => onChange(quantity + 1)}
      >
        +
      </button>
    </div>
  );
}
