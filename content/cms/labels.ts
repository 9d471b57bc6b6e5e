import type { InBoth } from '../fields/two-languages';
import ka from '../../messages/cms/ka.json';
import en from '../../messages/cms/en.json';

/**
 * The editor's words (messages/cms/): every content field's name, for the editor's labels and for
 * how the content check names a field ("Specifications → row 2 → Value"), looked up by path
 * (`paths`), then by name (`fields`); each collection's name; the select fields' choices.
 */
type CmsMessages = typeof en;
export const both = <T>(pick: (m: CmsMessages) => T) => ({ ka: pick(ka), en: pick(en) });

/** A field's label by its path of names (no list positions): ('products', ['specifications', 'value']). */
export function labelOf(collection: string, names: readonly string[]): InBoth | undefined {
  const key = [collection, ...names].join('.');
  const name = names[names.length - 1] ?? '';
  const find = (m: CmsMessages): string | undefined =>
    (m.paths as Record<string, string>)[key] ??
    (Object.hasOwn(m.fields, name) ? (m.fields as Record<string, string>)[name] : undefined);
  const label = both(find);
  return label.ka === undefined || label.en === undefined ? undefined : (label as InBoth);
}

/** Each collection's name in the editor, and what one of its entries is called in messages. */
export const collectionNames: Record<string, { list: InBoth; entry: InBoth }> = Object.fromEntries(
  Object.keys(en.collections).map((name) => {
    const of = (m: CmsMessages) => m.collections[name as keyof CmsMessages['collections']];
    return [name, { list: both((m) => of(m).list), entry: both((m) => of(m).entry) }];
  }),
);

/** Every key of one group of messages/cms/, with its words in both languages. */
export const wordsOf = (group: (m: CmsMessages) => object): Record<string, InBoth> =>
  Object.fromEntries(
    Object.keys(group(en)).map((key) => [
      key,
      both((m) => (group(m) as Record<string, string>)[key]!),
    ]),
  );

/** A select field's choices as the editor names them (messages/cms/ `options`), by key. */
export const choiceLabels = <K extends keyof CmsMessages['options']>(key: K) =>
  wordsOf((m) => m.options[key]) as Record<keyof CmsMessages['options'][K], InBoth>;
