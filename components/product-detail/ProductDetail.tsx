import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { Product } from '@/content';
import { assetPath } from '@/lib/site';
import { PageHeader } from '@/components/page-header/PageHeader';
import { content } from '@/content';
import { JsonLd } from '@/components/json-ld/JsonLd';
import { breadcrumbLd, productLd } from '@/lib/structured-data';
import { container } from '@/styles/utilities.css';
import * as styles from './ProductDetail.css';

export async function ProductDetail({ locale, product }: { locale: Locale; product: Product }) {
  const t = await getTranslations({ locale, namespace: 'ProductDetail' });
  const card = await getTranslations({ locale, namespace: 'ProductCard' });
  const nav = await getTranslations({ locale, namespace: 'Nav' });
  const category = content.categories.find((c) => c.slug === product.categories[0]);
  const crumbs = [
    { name: nav('home'), path: '/' },
    { name: nav('catalog'), path: '/catalog' },
    ...(category ? [{ name: category.name[locale], path: `/catalog/${category.slug}` }] : []),
    { name: product.name[locale], path: `/product/${product.id}` },
  ];
  return (
    <div className={container}>
      <PageHeader title={product.name[locale]} lead={product.subtitle[locale]} />
      <div className={styles.layout}>
        <ul className={styles.images}>
          {product.images.map((image, index) => (
            <li key={image.src + index}>
              {/* eslint-disable-next-line @next/next/no-img-element -- static SVG */}
              <img
                src={assetPath(image.src)}
                alt={image.alt[locale]}
                width={800}
                height={600}
                className={styles.image}
                loading={index === 0 ? 'eager' : 'lazy'}
              />
            </li>
          ))}
        </ul>
        <div>
          <p>{product.description[locale]}</p>
          <p className={styles.price}>{card('price')}</p>
          <h2>{t('specifications')}</h2>
          <table className={styles.table}>
            <tbody>
              {product.specifications.map((row) => (
                <tr key={row.label.en}>
                  <th scope="row">{row.label[locale]}</th>
                  <td>{row.value[locale]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <JsonLd data={productLd(product, locale, category?.name[locale])} />
      <JsonLd data={breadcrumbLd(locale, crumbs)} />
    </div>
  );
}
