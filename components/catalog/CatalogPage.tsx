import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content, type Category, type Product } from '@/content';
import { Breadcrumbs } from '@/components/breadcrumbs/Breadcrumbs';
import { Pager } from '@/components/pager/Pager';
import { productCardLabels } from '@/components/product-card/ProductCard';
import { productTermsText } from '@/server/product-terms-text';
import { catalogDataPath, catalogOfferSets } from '@/lib/catalog-cards';
import { catalogCard } from '@/server/catalog-card-builder';
import { catalogOfferTerms } from '@/server/catalog-offer-terms';
import { facetKeysOf, routeFacets, unfilteredCounts } from '@/lib/catalog-facets';
import { pageItems } from '@/lib/catalog-pages';
import { lariSpan } from '@/lib/catalog-price-range';
import { keyFacts, cardFactCount } from '@/lib/key-facts';
import { searchIndexAttributes } from '@/lib/search/page-attributes';
import { categoryPageWeight } from '@/lib/search/weights';
import { CompareBar } from '@/components/compare/bar/CompareBar';
import { loadCompareBarLabels } from '@/components/compare/bar/labels';
import { Link } from '@/components/link/Link';
import { categoryKeywords } from '@/lib/search/keywords';
import { assetPath } from '@/lib/site';
import { pageHref } from '@/lib/page-href';
import { container } from '@/styles/utilities.css';
import { CatalogBanner } from './CatalogBanner';
import * as styles from './CatalogPage.css';
import { CatalogBrowser } from './CatalogBrowser';
import { loadCatalogBrowserLabels } from './labels';
import { labelledFacets } from './facetLabels';
import { ProductGrid } from './ProductGrid';

interface Props {
  locale: Locale;
  /** Every product of the route (its category, or all), in catalogue order. */
  products: Product[];
  /** Absent on the full catalogue. */
  category?: Category;
  page?: number;
}

export async function CatalogPage({ locale, products, category, page = 1 }: Props) {
  const t = await getTranslations({ locale, namespace: 'CatalogPage' });
  const nav = await getTranslations({ locale, namespace: 'Nav' });
  const title = category ? t('categoryTitle', { category: category.name[locale] }) : t('title');
  // Fact labels for every card of the route: the island shows any of them once filtered.
  const factKeys = new Set(
    products.flatMap((product) => keyFacts(product, cardFactCount).map((fact) => fact.key)),
  );
  const cardLabels = await productCardLabels(locale, factKeys);
  const terms = await productTermsText(locale);
  const cards = pageItems(products, page).map((product) =>
    catalogCard(product, locale, terms(product)),
  );
  // The category's filters with the options its products have, and how many have each.
  const facets = routeFacets(products, facetKeysOf(category));
  // Offer sets carry only what the chips and the narrowing need, not the offers themselves.
  const offerSets = catalogOfferSets(content.offers, locale, await catalogOfferTerms(locale));
  // Only page 1's heading and lead go into the search index.
  const search = category
    ? searchIndexAttributes({
        kind: 'category',
        thumbnail: assetPath(category.image.src),
        keywords: categoryKeywords(category, locale),
        weight: categoryPageWeight,
      })
    : searchIndexAttributes({ kind: 'page' });
  return (
    <div className={container} {...(page === 1 ? search : {})}>
      <Breadcrumbs
        locale={locale}
        crumbs={[
          { name: nav('home'), path: '/' },
          { name: nav('catalog'), path: '/catalog' },
          ...(category ? [{ name: category.name[locale], path: `/catalog/${category.slug}` }] : []),
        ]}
      />
      <CatalogBrowser
        locale={locale}
        title={title}
        lead={category ? category.description[locale] : t('description')}
        searchWeight={page === 1 ? (category ? categoryPageWeight : 1) : undefined}
        intro={
          // A category of supplies that name their devices points to the finder.
          products.some((product) => product.compatibleWith.length > 0) && category ? (
            <p className={styles.finderLink}>
              <Link locale={locale} href="/supplies">
                {t('suppliesFinder')}
              </Link>
            </p>
          ) : null
        }
        dataUrl={catalogDataPath(locale, category?.slug)}
        total={products.length}
        facets={await labelledFacets(locale, facets)}
        counts={unfilteredCounts(facets, products.length)}
        priceSpan={lariSpan(products.map((product) => ({ priceValue: product.price })))}
        offerSets={offerSets}
        labels={await loadCatalogBrowserLabels(locale)}
        cardLabels={cardLabels}
      >
        <ProductGrid cards={cards} labels={cardLabels} locale={locale} />
        <Pager locale={locale} category={category?.slug} page={page} total={products.length} />
      </CatalogBrowser>
      {/* After the cards: before them it pushed the first row off a phone's first screen. */}
      {category ? null : <CatalogBanner locale={locale} />}
      <CompareBar
        compareHref={pageHref(locale, '/compare')}
        labels={await loadCompareBarLabels(locale)}
      />
    </div>
  );
}
