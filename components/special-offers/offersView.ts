import type { Offer } from '@/content/schema';
import type { offerCategories } from '@/content/constants';
import type { ImageView } from '@/lib/images/types';

export type OfferCategory = (typeof offerCategories)[number];

/** An offer card as the island renders it: every string already in the page's language. */
export interface OfferCardView {
  id: string;
  category: OfferCategory;
  /** YYYY-MM-DD, so the browser can drop the card once it expires. */
  validUntil: string | null;
  badge: string;
  discountBadge: string | null;
  image: ImageView;
  title: string;
  subtitle: string;
  description: string;
  prices: { regular: string; bundle: string; save: string } | null;
  includes: string[];
  moreIncludes: string | null;
  features: string[];
  validUntilText: string | null;
  minQuantityText: string | null;
  requirements: string | null;
  /** A percent sale without written requirements: what the percent applies to. */
  discountTerms: string | null;
  /** A percent sale's priced products, with the old and new price. */
  salePrices: { id: string; name: string; regular: string; sale: string }[];
  /** For conditional discounts ("Price for education"); null reads "Sale prices". */
  salePricesHeading: string | null;
  cta: { label: string; href: string };
  /** A bundle's products in the catalogue (/catalog?package=id); null for other offers. */
  productsLink: { label: string; href: string } | null;
  /** The products a bundle includes, for "add to quote"; empty for other offers. */
  productIds: string[];
}

export const maxIncludes = 2;
export const maxFeatures = 2;

/** Never "and 1 more item": that line takes the room the item itself would. */
export function shownItems<T>(items: readonly T[], max: number): { shown: T[]; hidden: number } {
  const shown = items.length <= max + 1 ? items.slice() : items.slice(0, max);
  return { shown, hidden: items.length - shown.length };
}

/** Tabs to show: categories with at least one live offer, in the order the tabs are listed. */
export function visibleCategories(
  cards: Pick<OfferCardView, 'category'>[],
  order: readonly OfferCategory[],
): OfferCategory[] {
  return order.filter((category) => cards.some((card) => card.category === category));
}

/** The default tab: promotions when it has offers, else the first that does. */
export function defaultCategory(categories: OfferCategory[]): OfferCategory | null {
  return categories.includes('promotions') ? 'promotions' : (categories[0] ?? null);
}

export type { Offer };
