import type { offerCategories } from '@/content/constants';

export type OfferCategory = (typeof offerCategories)[number];

export const maxIncludes = 2;
export const maxFeatures = 2;

/** Never "and 1 more item": that line takes the room the item itself would. */
export function shownItems<T>(items: readonly T[], max: number): { shown: T[]; hidden: number } {
  const shown = items.length <= max + 1 ? items.slice() : items.slice(0, max);
  return { shown, hidden: items.length - shown.length };
}

/** Tabs to show: categories with at least one live offer, in the order the tabs are listed. */
export function visibleCategories(
  cards: { category: OfferCategory }[],
  order: readonly OfferCategory[],
): OfferCategory[] {
  return order.filter((category) => cards.some((card) => card.category === category));
}

/** The default tab: promotions when it has offers, else the first that does. */
export function defaultCategory(categories: OfferCategory[]): OfferCategory | null {
  return categories.includes('promotions') ? 'promotions' : (categories[0] ?? null);
}
