import { compileMessage } from '@/server/compile-message';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content, type Product } from '@/content';
import { Breadcrumbs } from '@/components/breadcrumbs/Breadcrumbs';
import { JsonLd } from '@/components/json-ld/JsonLd';
import { Link } from '@/components/link/Link';
import { PageHeader } from '@/components/page-header/PageHeader';
import { ProductImages } from '@/components/product-images/ProductImages';
import { ProductTabs } from '@/components/product-tabs/ProductTabs';
import { mainCategory, relatedProducts } from '@/lib/catalog';
import { imageView, thumbnailPath } from '@/server/image-manifest';
import { keyFactRows, keyFacts, summaryFactCount } from '@/lib/key-facts';
import { searchIndexAttributes } from '@/lib/search/page-attributes';
import { productWeight } from '@/lib/search/weights';
import { productKeywords } from '@/lib/search/keywords';
import { productTerms } from '@/lib/product-terms';
import { productLd } from '@/server/structured-data';
import { productTermsText } from '@/server/product-terms-text';
import { actionLink } from '@/styles/controls.css';
import { container } from '@/styles/utilities.css';
import { productPanels } from './productPanels';
import { RelatedProducts } from './RelatedProducts';
import { DeviceSupplies } from '@/components/device-supplies/DeviceSupplies';
import { ListToggles } from '@/components/list-toggles/ListToggles';
import { loadListToggleLabels } from '@/components/list-toggles/labels';
import { pageHref } from '@/lib/page-href';
import { CompareBar } from '@/components/compare/bar/CompareBar';
import { loadCompareBarLabels } from '@/components/compare/bar/labels';
import { ServiceRequestLinks } from '@/components/service-request/ServiceRequestLinks';
import { isDevice } from '@/lib/supplies';
import * as styles from './ProductDetail.css';
import { ProductDiscount } from './ProductDiscount';
import { RentalLine } from './RentalLine';
import { PhoneActionBar } from './PhoneActionBar';
import { productDiscountText } from '@/server/product-discount-text';
import { vatText } from '@/server/vat-text';
import { infoPageHref } from '@/components/info-page/infoLinks';

export async function ProductDetail({ locale, product }: { locale: Locale; product: Product }) {
  const t = await getTranslations({ locale, namespace: 'ProductDetail' });
  const termsLabel = await getTranslations({ locale, namespace: 'ProductTerms' });
  const termsOf = await productTermsText(locale);
  const terms = termsOf(product);
  const discount = (await productDiscountText(locale))(product);
  const vat = await vatText(locale);
  const leasingPage = infoPageHref('leasing');
  const info = await getTranslations({ locale, namespace: 'InfoPage' });
  const nav = await getTranslations({ locale, namespace: 'Nav' });
  const specLabel = await getTranslations({ locale, namespace: 'ProductSpecs' });
  const category = mainCategory(content.categories, product);
  // The product's weight in search, multiplied into its indexed parts' (lib/search/weights.ts).
  const weight = productWeight(product, content.categories);
  const name = product.name[locale];
  // Speed and paper format when the product has them, then its first specifications.
  const keySpecs = keyFactRows(keyFacts(product, summaryFactCount), locale, {
    speed: t('speed'),
    speedValue: (speed) => t('speedValue', { speed }),
    format: t('format'),
    spec: (key) => specLabel(key),
  });
  const search = searchIndexAttributes({
    kind: 'product',
    thumbnail: product.images[0] ? thumbnailPath(product.images[0].src) : undefined,
    category: category?.name[locale],
    keywords: productKeywords(product, content.categories, locale),
    weight,
  });
  // Only name, subtitle, description and spec values are indexed; compare reads this page too.
  const firstImage = product.images[0];
  return (
    <div
      className={container}
      {...search}
      data-compare-product={name}
      data-compare-price={terms.price ?? ''}
      data-compare-image={firstImage ? thumbnailPath(firstImage.src) : undefined}
      data-compare-alt={firstImage?.alt[locale]}
    >
      <Breadcrumbs
        locale={locale}
        crumbs={[
          { name: nav('home'), path: '/' },
          { name: nav('catalog'), path: '/catalog' },
          ...(category ? [{ name: category.name[locale], path: `/catalog/${category.slug}` }] : []),
          { name, path: `/product/${product.id}` },
        ]}
      />
      <PageHeader title={name} lead={product.subtitle[locale]} searchWeight={weight} />
      <div className={styles.layout}>
        <ProductImages
          images={product.images.map((image) => imageView(image.src, image.alt[locale]))}
          thumbnailLabel={compileMessage(t.raw('thumbnailLabel') as string)}
          groupLabel={t('imagesLabel')}
        />
        <div className={styles.summary}>
          <h2 className={styles.summaryHeading}>{t('keySpecs')}</h2>
          <dl className={styles.keySpecs}>
            {keySpecs.map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
          <p className={styles.price}>
            {terms.price ?? t('price')}
            {terms.price && vat.note ? (
              <span className={styles.vat} data-vat="">
                {vat.note}
              </span>
            ) : null}
          </p>
          {discount ? <ProductDiscount locale={locale} discount={discount} /> : null}
          {terms.availability || terms.financing ? (
            <dl className={styles.terms}>
              {terms.availability ? (
                <div>
                  <dt>{termsLabel('availability')}</dt>
                  <dd>{terms.availability}</dd>
                </div>
              ) : null}
              {terms.financing ? (
                <div>
                  <dt>{termsLabel('financing')}</dt>
                  <dd>
                    {terms.financing}
                    {leasingPage ? (
                      <>
                        {' '}
                        <Link locale={locale} href={leasingPage}>
                          {info('leasingLink')}
                        </Link>
                      </>
                    ) : null}
                  </dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          {/* One product's price, asked at once; the quote list below gathers several. */}
          <Link
            locale={locale}
            href={`/contacts?product=${product.id}#contact-form`}
            className={actionLink()}
          >
            {t('requestQuote')}
          </Link>
          <ListToggles
            ids={[product.id]}
            name={name}
            labels={await loadListToggleLabels(locale)}
            compareHref={pageHref(locale, '/compare')}
          />
          <RentalLine locale={locale} product={product} />
        </div>
      </div>
      <ProductTabs
        label={t('tabsLabel', { name })}
        tabs={await productPanels(locale, product, weight)}
      />
      <DeviceSupplies locale={locale} product={product} products={content.products} />
      {isDevice(product) ? <ServiceRequestLinks locale={locale} product={product} /> : null}
      <RelatedProducts locale={locale} products={relatedProducts(content.products, product)} />
      <CompareBar
        compareHref={pageHref(locale, '/compare')}
        labels={await loadCompareBarLabels(locale)}
      />
      <PhoneActionBar locale={locale} product={product} />
      <JsonLd
        data={productLd(
          product,
          locale,
          category?.name[locale],
          (key) => specLabel(key),
          productTerms(product, content.categories),
        )}
      />
    </div>
  );
}
