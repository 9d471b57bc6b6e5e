import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { loadListToggleLabels, type ListToggleLabels } from '@/components/list-toggles/labels';
import { offerCategories } from '@/content/constants';
import type { OfferCategory } from './offersView';
import { textsByKey } from '@/lib/texts-by-key';

const cardKeys = ['regular', 'bundle', 'save', 'requirements'] as const;

export type OfferCardLabels = Record<(typeof cardKeys)[number], string> & {
  /** Heading of a percent sale's prices: "Sale prices". */
  salePrices: string;
  lists: ListToggleLabels;
};

export interface OffersTabsLabels extends OfferCardLabels {
  tabs: Record<OfferCategory, string>;
  tablist: string;
  empty: string;
}

export async function loadOffersTabsLabels(locale: Locale): Promise<OffersTabsLabels> {
  const t = await getTranslations({ locale, namespace: 'SpecialOffers' });
  return {
    tabs: textsByKey(offerCategories, (category) => t(`tabs.${category}`)),
    tablist: t('tablist'),
    empty: t('empty'),
    ...textsByKey(cardKeys, (key) => t(key)),
    salePrices: (await getTranslations({ locale, namespace: 'OfferDiscount' }))('pricesHeading'),
    lists: await loadListToggleLabels(locale),
  };
}
