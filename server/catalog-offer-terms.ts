import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { Offer } from '@/content/schema';
import { formatValidUntil } from '@/lib/format';

/** The percent off, who gets it and what they must show, and the last day. */
export async function catalogOfferTerms(locale: Locale): Promise<(offer: Offer) => string[]> {
  const t = await getTranslations({ locale, namespace: 'OfferDiscount' });
  return (offer) => {
    const lines: string[] = [];
    if (offer.type !== 'bundle' && offer.discountPercent)
      lines.push(t('terms', { percent: offer.discountPercent }));
    if (offer.eligibility) lines.push(t('conditionOnly', { condition: offer.eligibility[locale] }));
    if (offer.requirements) lines.push(offer.requirements[locale]);
    if (offer.validUntil)
      lines.push(t('validUntil', { date: formatValidUntil(offer.validUntil, locale) }));
    return lines;
  };
}
