import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { Product } from '@/content';
import { assetPath } from '@/lib/site';
import { LocaleLink } from '@/components/locale-link/LocaleLink';
import { actionLink } from '@/styles/controls.css';
import * as styles from './ProductCard.css';

export async function ProductCard({ locale, product }: { locale: Locale; product: Product }) {
  const t = await getTranslations({ locale, namespace: 'ProductCard' });
  const image = product.images[0];
  const name = product.name[locale];
  return (
    <article className={styles.card}>
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- static SVG, no optimisation needed
        <img
          src={assetPath(image.src)}
          alt={image.alt[locale]}
          width={800}
          height={600}
          loading="lazy"
          className={styles.image}
        />
      ) : null}
      <h3 className={styles.name}>{name}</h3>
      <p className={styles.meta}>
        {product.speedPpm ? <span>{t('speed', { speed: product.speedPpm })}</span> : null}
        <span>{product.format}</span>
      </p>
      <p className={styles.price}>{t('price')}</p>
      <LocaleLink
        locale={locale}
        href={`/product/${product.id}`}
        className={actionLink({ placement: 'cardFooter' })}
        aria-label={t('detailsLabel', { name })}
      >
        {t('details')}
      </LocaleLink>
    </article>
  );
}
