import { foundText, pageSize, productsIn, siteContent } from './site-content';

// The category the price filter's on-request tests use: the first (in the dealer's order) with
// both products priced in lari and products without a lari price, found in the content.
const category = siteContent.categories.find((c) => {
  const list = productsIn(c.slug);
  return (
    list.some((p) => p.price?.currency === 'GEL') && list.some((p) => p.price?.currency !== 'GEL')
  );
});
const list = category ? productsIn(category.slug) : [];

export const categories = {
  category,
  lari: list.filter((p) => p.price?.currency === 'GEL'),
  unpriced: list.filter((p) => p.price?.currency !== 'GEL'),
};
export { foundText, pageSize, productsIn };
