import type { LocalizedText, PaperFormat, Product, SpecKey } from '@/content/schema';
import type { Locale } from '@/i18n/routing';

/** Values are language-neutral or translated, so a Georgian page never shows English text. */
export type KeyFact =
  | { key: 'speedPpm'; speedPpm: number }
  | { key: 'format'; format: PaperFormat }
  | { key: SpecKey; value: LocalizedText };

/** What a fact's label is looked up by: "speedPpm", "format" or a specification key. */
export type KeyFactKey = KeyFact['key'];

export const cardFactCount = 2;
export const summaryFactCount = 3;

export function keyFacts(
  product: Pick<Product, 'speedPpm' | 'format' | 'specifications'>,
  count: number,
): KeyFact[] {
  const facts: KeyFact[] = [];
  if (product.speedPpm) facts.push({ key: 'speedPpm', speedPpm: product.speedPpm });
  if (product.format) facts.push({ key: 'format', format: product.format });
  for (const row of product.specifications) {
    // The speed field already says what the speed specification leads with.
    if (row.key === 'speed' && product.speedPpm) continue;
    facts.push({ key: row.key, value: row.value });
  }
  return facts.slice(0, count);
}

/** The labels a fact is written with, from the ProductDetail and ProductSpecs messages. */
export interface KeyFactWords {
  speed: string;
  /** "45 pages per minute" */
  speedValue: (speed: number) => string;
  format: string;
  spec: (key: SpecKey) => string;
}

/** The product page's summary rows: a label and its value in `locale`. */
export function keyFactRows(
  facts: KeyFact[],
  locale: Locale,
  words: KeyFactWords,
): { label: string; value: string }[] {
  return facts.map((fact) =>
    'speedPpm' in fact
      ? { label: words.speed, value: words.speedValue(fact.speedPpm) }
      : 'format' in fact
        ? { label: words.format, value: fact.format }
        : { label: words.spec(fact.key), value: fact.value[locale] },
  );
}
