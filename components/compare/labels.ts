import { compileMessage } from '@/server/compile-message';
import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { specKeys } from '@/content/constants';
import { loadListToggleLabels, type ListToggleLabels } from '@/components/list-toggles/labels';
import { textsByKey } from '@/lib/texts-by-key';
import type { CompiledMessage } from '@/lib/icu';

const keys = [
  'loading',
  'empty',
  'browse',
  'specification',
  'differencesOnly',
  'differs',
  'notStated',
  'noDifferences',
  'remove',
  'clear',
  'copy',
  'copied',
  'copyFailed',
  'retry',
  'cancel',
  'priceOnRequest',
] as const;
const templates = [
  'unknown',
  'tooMany',
  'loadFailed',
  'caption',
  'scrollHint',
  'removeLabel',
  'replaceText',
  'replaceButton',
] as const;

/** The comparison island's text, translated on the server and passed as plain props. */
export type CompareLabels = Record<(typeof keys)[number], string> &
  Record<(typeof templates)[number], CompiledMessage> & {
    lists: ListToggleLabels;
    specLabels: Record<string, string>;
  };

export async function loadCompareLabels(locale: Locale): Promise<CompareLabels> {
  const t = await getTranslations({ locale, namespace: 'ComparePage' });
  const spec = await getTranslations({ locale, namespace: 'ProductSpecs' });
  return {
    ...textsByKey(keys, (key) => t(key)),
    ...textsByKey(templates, (key) => compileMessage(t.raw(key) as string)),
    lists: await loadListToggleLabels(locale),
    specLabels: textsByKey(specKeys, (key) => spec(key)),
  };
}
