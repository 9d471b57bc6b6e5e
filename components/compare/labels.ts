import { compileMessage } from '@/server/compile-message';
import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { specKeys } from '@/content/constants';
import { loadListToggleLabels, type ListToggleLabels } from '@/components/list-toggles/labels';
import { textsByKey } from '@/lib/texts-by-key';
import type { CompiledMessage } from '@/lib/icu';

export interface CompareLabels {
  loading: string;
  empty: string;
  browse: string;
  /** "Not found in the catalogue and left out: {ids}." */
  unknown: CompiledMessage;
  /** ICU: "Up to {max} products can be compared: the first {max} of the link are shown." */
  tooMany: CompiledMessage;
  /** ICU: "{count} products could not be loaded …: {ids}. Your comparison is kept …" */
  loadFailed: CompiledMessage;
  retry: string;
  /** ICU: "Comparison of {count} products" */
  caption: CompiledMessage;
  /** ICU, phones: "Swipe the table sideways to see all {count} products" */
  scrollHint: CompiledMessage;
  specification: string;
  differencesOnly: string;
  /** Read after a row's label when its values differ. */
  differs: string;
  notStated: string;
  noDifferences: string;
  remove: string;
  /** "Remove from comparison: {name}" */
  removeLabel: CompiledMessage;
  clear: string;
  copy: string;
  copied: string;
  /** Above the field that holds the link when the clipboard refuses it. */
  copyFailed: string;
  /** ICU: "You can compare up to {max} products. Which one should {name} replace?" */
  replaceText: CompiledMessage;
  /** "Replace {name}" */
  replaceButton: CompiledMessage;
  cancel: string;
  priceOnRequest: string;
  lists: ListToggleLabels;
  specLabels: Record<string, string>;
}

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
