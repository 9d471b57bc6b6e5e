import { compileMessage } from '@/server/compile-message';
import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { productTypes } from '@/content/constants';
import { sortKeys, type SortKey } from '@/lib/catalog-sort';
import type { CompiledMessage } from '@/lib/icu';

/** The filter island's text, translated on the server and passed as plain props. */
export interface CatalogBrowserLabels {
  filtersHeading: string;
  showFilters: string;
  hideFilters: string;
  all: string;
  /** ICU: "{count, plural, =0 {…} one {…} other {…}}", chosen in the browser */
  count: CompiledMessage;
  loading: string;
  loadError: string;
  resetFilters: string;
  emptyHint: string;
  /** "Show {count} more" */
  showMore: CompiledMessage;
  activeFilters: string;
  /** "On sale: {title}" */
  saleChip: CompiledMessage;
  saleAllChip: string;
  /** "Bundle: {title}" */
  packageChip: CompiledMessage;
  /** "Remove filter: {label}" */
  removeChip: CompiledMessage;
  sortLabel: string;
  sortOptions: Record<SortKey, string>;
  priceLegend: string;
  priceMin: string;
  priceMax: string;
  priceApply: string;
  /** Unpriced products under a price range: the box, the ICU {count} note, the button. */
  onRequest?: Record<'hide' | 'include', string> & Record<'shown' | 'hidden', CompiledMessage>;
  /** "Price: {min} to {max}", "Price from {min}", "Price up to {max}" */
  priceChipRange: CompiledMessage;
  priceChipMin: CompiledMessage;
  priceChipMax: CompiledMessage;
  /** ICU: "{title}: {count, plural, …}", the heading of a sale or bundle */
  offerHeading: CompiledMessage;
  /** ICU: "On sale: {count, plural, …}" */
  saleAllHeading: CompiledMessage;
  /** The heading while one type is chosen ("Shredders"), by type. */
  typeTitles: Record<string, string>;
  /** ICU: "Show {count, plural, …}", the phone panel's button that closes it */
  showResults: CompiledMessage;
  /** "The offer's terms": names the list of an offer's terms under its heading */
  offerTerms: string;
}

/** The filter island's labels; templates ("Show {count} more") compiled here, formatted in the browser. */
export async function loadCatalogBrowserLabels(locale: Locale): Promise<CatalogBrowserLabels> {
  const t = await getTranslations({ locale, namespace: 'CatalogBrowser' });
  const raw = (key: Parameters<typeof t.raw>[0]) => compileMessage(t.raw(key) as string);
  return {
    filtersHeading: t('filtersHeading'),
    showFilters: t('showFilters'),
    hideFilters: t('hideFilters'),
    all: t('all'),
    count: raw('count'),
    loading: t('loading'),
    loadError: t('loadError'),
    resetFilters: t('resetFilters'),
    emptyHint: t('emptyHint'),
    showMore: raw('showMore'),
    activeFilters: t('activeFilters'),
    saleChip: raw('saleChip'),
    saleAllChip: t('saleAllChip'),
    packageChip: raw('packageChip'),
    removeChip: raw('removeChip'),
    sortLabel: t('sortLabel'),
    sortOptions: Object.fromEntries(
      sortKeys.map((key) => [key, t(`sortOptions.${key}`)]),
    ) as Record<SortKey, string>,
    priceLegend: t('priceLegend'),
    priceMin: t('priceMin'),
    priceMax: t('priceMax'),
    priceApply: t('priceApply'),
    onRequest: {
      hide: t('onRequestHide'),
      shown: raw('onRequestShown'),
      hidden: raw('onRequestHidden'),
      include: t('onRequestInclude'),
    },
    priceChipRange: raw('priceChipRange'),
    priceChipMin: raw('priceChipMin'),
    priceChipMax: raw('priceChipMax'),
    offerHeading: raw('offerHeading'),
    saleAllHeading: raw('saleAllHeading'),
    offerTerms: t('offerTerms'),
    typeTitles: Object.fromEntries(productTypes.map((type) => [type, t(`typeTitles.${type}`)])),
    showResults: raw('showResults'),
  };
}
