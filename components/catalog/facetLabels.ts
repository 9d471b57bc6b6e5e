import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { Product } from '@/content/schema';
import { isDerivedFacet, type FacetData } from '@/lib/catalog-facets';
import type { Facet } from '@/lib/catalog-filters';

/** "duplex-adf" → "duplexAdf": a message key has no hyphen. */
export const derivedMessageKey = (value: string) =>
  value.replace(/-(\p{L})/gu, (_, letter: string) => letter.toUpperCase());

/** Each facet's legend and option labels in the page language. */
export async function labelledFacets(locale: Locale, facets: FacetData[]): Promise<Facet[]> {
  const t = await getTranslations({ locale, namespace: 'CatalogBrowser' });
  const specLabel = await getTranslations({ locale, namespace: 'ProductSpecs' });
  return facets.map(({ key, options }) => ({
    id: key,
    legend: isDerivedFacet(key)
      ? t(`derived.${key}.legend`)
      : key === 'type'
        ? t('typeLegend')
        : key === 'speed'
          ? t('speedLegend')
          : key === 'format'
            ? t('formatLegend')
            : specLabel(key),
    options: options.map(({ value, label }) => ({
      value,
      label: label
        ? label[locale]
        : isDerivedFacet(key)
          ? t(`derived.${key}.options.${derivedMessageKey(value)}` as never)
          : key === 'type'
            ? t(`types.${value as Product['type']}`)
            : key === 'speed'
              ? t('speedOption', { speed: value })
              : value,
    })),
  }));
}
