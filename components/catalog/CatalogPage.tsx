import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { Category, Product } from '@/content';
import { PageHeader } from '@/components/page-header/PageHeader';
import { JsonLd } from '@/components/json-ld/JsonLd';
import { breadcrumbLd } from '@/lib/structured-data';
import { container } from '@/styles/utilities.css';
import { ProductGrid } from './ProductGrid';
import * as styles from './CatalogPage.css';

interface Props {
  locale: Locale;
  products: Product[];
  /** Absent on the full catalogue. */
  category?: Category;
}

export async function CatalogPage({ locale, products, category }: Props) {
  const t = await getTranslations({ locale, namespace: 'CatalogPage' });
  const nav = await getTranslations({ locale, namespace: 'Nav' });
  const title = category ? t('categoryTitle', { category: category.name[locale] }) : t('title');
  const crumbs = [
    { name: nav('home'), path: '/' },
    { name: nav('catalog'), path: '/catalog' },
    ...(category ? [{ name: category.name[locale], path: `/catalog/${category.slug}` }] : []),
  ];
  return (
    <div className={container}>
      <PageHeader title={title} lead={category ? category.description[locale] : t('description')} />
      <p className={styles.count} role="status">
        {t('productsFound', { count: products.length })}
      </p>
      <ProductGrid locale={locale} products={products} />
      <JsonLd data={breadcrumbLd(locale, crumbs)} />
    </div>
  );
}
