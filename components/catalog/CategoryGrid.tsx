import type { Locale } from '@/i18n/routing';
import type { Category } from '@/content';
import { assetPath } from '@/lib/site';
import { LocaleLink } from '@/components/locale-link/LocaleLink';
import * as styles from './CategoryGrid.css';

/** Cards linking to category pages. */
export function CategoryGrid({ locale, categories }: { locale: Locale; categories: Category[] }) {
  return (
    <ul className={styles.grid}>
      {categories.map((category) => (
        <li key={category.slug} className={styles.card}>
          {/* eslint-disable-next-line @next/next/no-img-element -- static SVG, no optimisation needed */}
          <img
            src={assetPath(category.image.src)}
            alt={category.image.alt[locale]}
            width={800}
            height={600}
            loading="lazy"
            className={styles.image}
          />
          <h3 className={styles.name}>
            <LocaleLink locale={locale} href={`/catalog/${category.slug}`} className={styles.link}>
              {category.name[locale]}
            </LocaleLink>
          </h3>
          <p className={styles.description}>{category.description[locale]}</p>
        </li>
      ))}
    </ul>
  );
}
