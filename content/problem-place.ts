import type { z } from 'zod';
import { fieldsOf, isRecord, isTranslation, itemOf, type Path } from './bilingual';
import { collectionNames, labelOf } from './cms/labels';
import type { InBoth } from './fields/two-languages';

// Where a problem is, as the dealer sees it in the editor: "Product “C3030”, Specifications →
// row 2 → Value (Georgian)", never the file's path (ka.specifications.1.value).

const languages: Record<'ka' | 'en', InBoth> = {
  ka: { ka: 'ქართული', en: 'Georgian' },
  en: { ka: 'ინგლისური', en: 'English' },
};

const plain = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 80);

/** The entry's name or title in each language, as the editor's list shows it, else its file name. */
export function entryTitle(schema: z.ZodType, data: unknown, fileName: string): InBoth {
  const shape = fieldsOf(schema) ?? {};
  const field = ['name', 'title'].find((f) => f in shape);
  const read = (block: unknown) => {
    const value = field && isRecord(block) ? block[field] : undefined;
    return typeof value === 'string' && value.trim() ? plain(value) : undefined;
  };
  const blocks = isRecord(data) ? data : {};
  const ka = read(blocks.ka) ?? plain(fileName);
  return { ka, en: read(blocks.en) ?? ka };
}

/** "Product “C3030”" for an entry of a folder collection, "Company details" for a one-file one. */
export function entryPlace(collection: string, title?: InBoth): InBoth {
  const noun = collectionNames[collection]?.entry ?? { ka: collection, en: collection };
  if (!title) return noun;
  return { ka: `${noun.ka} „${title.ka}“`, en: `${noun.en} “${title.en}”` };
}

/** The field at a file path (["ka", "specifications", 1, "value"]) by its editor labels. */
export function fieldPlace(collection: string, schema: z.ZodType, path: Path): InBoth | undefined {
  const [locale, ...rest] = path;
  const parts: InBoth[] = [];
  if (locale !== 'ka' && locale !== 'en') {
    // A block the file should not have: its name as written.
    return path.length
      ? { ka: `„${plain(String(locale))}“`, en: `"${plain(String(locale))}"` }
      : undefined;
  }
  let current: z.ZodType | undefined = schema;
  const names: string[] = [];
  let languageSaid = false;
  for (const segment of rest) {
    if (typeof segment === 'number') {
      parts.push({ ka: `სტრიქონი ${segment + 1}`, en: `row ${segment + 1}` });
      current = current && itemOf(current);
      continue;
    }
    names.push(segment);
    const fields = current ? fieldsOf(current) : undefined;
    current = fields && Object.hasOwn(fields, segment) ? fields[segment] : undefined;
    const label = (current && labelOf(collection, names)) || {
      ka: `„${plain(segment)}“`,
      en: `"${plain(segment)}"`,
    };
    if (current && isTranslation(current)) {
      parts.push(withLanguage(label, locale));
      languageSaid = true;
      current = fieldsOf(current)?.[locale];
    } else parts.push(label);
  }
  // A shared field written in the English block: say which block.
  const last = parts.length - 1;
  if (!languageSaid && locale === 'en' && last >= 0) parts[last] = withLanguage(parts[last]!, 'en');
  if (!parts.length) return undefined;
  return {
    ka: parts.map((p) => p.ka).join(' → '),
    en: parts.map((p) => p.en).join(' → '),
  };
}

const withLanguage = (label: InBoth, locale: 'ka' | 'en'): InBoth => ({
  ka: `${label.ka} (${languages[locale].ka})`,
  en: `${label.en} (${languages[locale].en})`,
});

export function problemPlace(entry: InBoth, field: InBoth | undefined): InBoth {
  return field ? { ka: `${entry.ka}, ${field.ka}`, en: `${entry.en}, ${field.en}` } : entry;
}
