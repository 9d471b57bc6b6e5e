import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content, type Product } from '@/content';
import { describeTerms, productTerms, type TermsText, type TermsWords } from '@/lib/product-terms';
import { productDiscountText } from '@/server/product-discount-text';

/** With the running percent sale that covers a product. */
export async function productTermsText(locale: Locale): Promise<(product: Product) => TermsText> {
  const t = await getTranslations({ locale, namespace: 'ProductTerms' });
  const words: TermsWords = {
    from: (price) => t('from', { price }),
    inStock: t('inStock'),
    toOrder: t('toOrder'),
    toOrderDays: (days) => t('toOrderDays', { days }),
    askStock: t('askStock'),
  };
  const rates = content.company.exchangeRates;
  const discountOf = await productDiscountText(locale);
  return (product) => {
    const discount = discountOf(product);
    return {
      ...describeTerms(productTerms(product, content.categories), locale, words, rates),
      // A conditional discount's price is not everyone's: the card shows its badge only.
      sale: discount
        ? {
            badge: discount.badge,
            price: discount.condition ? null : (discount.prices?.sale ?? null),
          }
        : null,
    };
  };
}
