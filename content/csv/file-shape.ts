import { isRecord, toFile, toModel } from '../bilingual';
import { productSchema, type Product } from '../schema';

type Block = Record<string, unknown>;
type Blocks = { ka: Block; en?: Block };

/** The product a file's blocks describe, or undefined when the schema rejects them. */
function modelOf(blocks: Blocks) {
  const result = productSchema.safeParse(toModel(productSchema, blocks.ka, blocks.en).value);
  return result.success ? JSON.stringify(result.data) : undefined;
}

/**
 * A changed product's blocks without the fields its current file leaves to the schema's default
 * (`currency: GEL`), when it reads the same without them: the diff is the row's change alone.
 */
export function fileBlocks(product: Product, current: unknown): Blocks {
  const next = toFile(productSchema, product) as Blocks;
  if (!isRecord(current) || !isRecord(current.ka)) return next;
  const old = current as Blocks;
  const expected = JSON.stringify(productSchema.parse(product));
  for (const lang of ['ka', 'en'] as const) {
    const block = next[lang];
    const before = old[lang];
    if (!block || !isRecord(before)) continue;
    for (const key of Object.keys(block)) {
      const value = block[key];
      const candidates: (() => () => void)[] = [];
      if (!(key in before))
        candidates.push(() => {
          delete block[key];
          return () => (block[key] = value);
        });
      else if (isRecord(value) && isRecord(before[key]))
        for (const sub of Object.keys(value).filter((s) => !(s in (before[key] as Block))))
          candidates.push(() => {
            const kept = value[sub];
            delete value[sub];
            return () => (value[sub] = kept);
          });
      for (const remove of candidates) {
        const undo = remove();
        if (modelOf(next) !== expected) undo();
      }
    }
  }
  return next;
}
