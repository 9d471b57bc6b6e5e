import type { Locale } from '@/i18n/routing';
import type { Category } from '@/content';
import { imageSizes } from '@/lib/images/sizes';
import { ResponsiveImage } from '@/components/responsive-image/ResponsiveImage';
import { Link } from '@/components/link/Link';
import * as styles from './CategoryGrid.css';

export function CategoryGrid({ locale, categories }: { locale: Locale; categories: Category[] }) {
  return (
    <ul className={styles.grid}>
      {categories.map((category) => (
        <li key={category.slug} className={styles.card}>
          <ResponsiveImage
            src={category.image.src}
            alt={category.image.alt[locale]}
            sizes={imageSizes.wideCard}
            className={styles.image}
          />
          <h3 className={styles.name}>
            <Link locale={locale} href={`/catalog/${category.slug}`} className={styles.link}>
              {category.name[locale]}
            </Link>
          </h3>
          <p className={styles.description}>{category.description[locale]}</p>
        </li>
      ))}
    </ul>
  );
}
