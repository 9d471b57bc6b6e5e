import { compileMessage } from '@/server/compile-message';
import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { productTypes } from '@/content/constants';
import { sortKeys, type SortKey } from '@/lib/catalog-sort';
import type { CompiledMessage } from '@/lib/icu';
import { textsByKey } from '@/lib/texts-by-key';

const keys = [
  'filtersHeading',
  'showFilters',
  'hideFilters',
  'all',
  'loading',
  'loadError',
  'resetFilters',
  'emptyHint',
  'activeFilters',
  'saleAllChip',
  'sortLabel',
  'priceLegend',
  'priceMin',
  'priceMax',
  'priceApply',
  // Names the list of an offer's terms under its heading.
  'offerTerms',
] as const;
/** ICU templates ("Show {count} more", plurals), formatted in the browser. */
const templates = [
  'count',
  'showMore',
  'saleChip',
  'packageChip',
  'removeChip',
  'priceChipRange',
  'priceChipMin',
  'priceChipMax',
  'offerHeading',
  'saleAllHeading',
  // The phone panel's button that closes it.
  'showResults',
] as const;

/** The filter island's text, translated on the server and passed as plain props. */
export type CatalogBrowserLabels = Record<(typeof keys)[number], string> &
  Record<(typeof templates)[number], CompiledMessage> & {
    sortOptions: Record<SortKey, string>;
    /** Unpriced products under a price range: the box, the ICU {count} note, the button. */
    onRequest: Record<'hide' | 'include', string> & Record<'shown' | 'hidden', CompiledMessage>;
    /** The heading while one type is chosen ("Shredders"), by type. */
    typeTitles: Record<string, string>;
  };

export async function loadCatalogBrowserLabels(locale: Locale): Promise<CatalogBrowserLabels> {
  const t = await getTranslations({ locale, namespace: 'CatalogBrowser' });
  const raw = (key: Parameters<typeof t.raw>[0]) => compileMessage(t.raw(key) as string);
  return {
    ...textsByKey(keys, (key) => t(key)),
    ...textsByKey(templates, raw),
    sortOptions: textsByKey(sortKeys, (key) => t(`sortOptions.${key}`)),
    onRequest: {
      hide: t('onRequestHide'),
      shown: raw('onRequestShown'),
      hidden: raw('onRequestHidden'),
      include: t('onRequestInclude'),
    },
    typeTitles: textsByKey(productTypes, (type) => t(`typeTitles.${type}`)),
  };
}
