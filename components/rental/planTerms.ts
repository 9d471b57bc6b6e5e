import type { Locale } from '@/i18n/routing';
import { formatMoney } from '@/lib/format';
import type { Product, RentalPlan } from '@/content/schema';

/** The words a plan's facts are written with (messages RentalPage, filled on the server). */
export interface PlanWords {
  monthly: (price: string) => string;
  onRequest: string;
  pagesIncluded: (count: number) => string;
  extraPage: (price: string) => string;
  minimumTerm: (months: number) => string;
}

/** One plan as its card shows it: every text in the page's language, prices in lari. */
export interface PlanView {
  id: string;
  name: string;
  price: string;
  facts: string[];
  features: string[];
}

export function planView(plan: RentalPlan, locale: Locale, words: PlanWords): PlanView {
  const lari = (amount: number) => formatMoney(amount, 'GEL', locale);
  return {
    id: plan.id,
    name: plan.name[locale],
    price:
      plan.monthlyPrice === undefined ? words.onRequest : words.monthly(lari(plan.monthlyPrice)),
    facts: [
      words.pagesIncluded(plan.pagesIncluded),
      words.extraPage(lari(plan.extraPagePrice)),
      words.minimumTerm(plan.minimumMonths),
    ],
    features: plan.features?.[locale] ?? [],
  };
}

/** The lowest monthly fee of the plans that state one, or undefined when all are on request. */
export function lowestMonthly(
  plans: readonly Pick<RentalPlan, 'monthlyPrice'>[],
): number | undefined {
  const prices = plans.flatMap((plan) =>
    plan.monthlyPrice === undefined ? [] : [plan.monthlyPrice],
  );
  return prices.length > 0 ? Math.min(...prices) : undefined;
}

/** The contact form on the rental topic, naming a product or a plan when given. */
export function rentalContactHref(about: { product?: string; plan?: string } = {}): string {
  const query = new URLSearchParams({ type: 'rental' });
  if (about.product) query.set('product', about.product);
  if (about.plan) query.set('plan', about.plan);
  return `/contacts?${query.toString()}#contact-form`;
}

/** The products the dealer rents out, in catalogue order. */
export const rentableProducts = (products: readonly Product[]) =>
  products.filter((product) => product.rentable === true);
