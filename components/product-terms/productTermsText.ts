import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content, type Product } from '@/content';
import { describeTerms, productTerms, type TermsText, type TermsWords } from '@/lib/product-terms';

/** The price, stock and leasing lines of the site's products, written in `locale`. */
export async function productTermsText(locale: Locale): Promise<(product: Product) => TermsText> {
  const t = await getTranslations({ locale, namespace: 'ProductTerms' });
  const words: TermsWords = {
    from: (price) => t('from', { price }),
    inStock: t('inStock'),
    toOrder: t('toOrder'),
    toOrderDays: (days) => t('toOrderDays', { days }),
  };
  const rates = content.company.exchangeRates;
  return (product) =>
    describeTerms(productTerms(product, content.categories), locale, words, rates);
}
