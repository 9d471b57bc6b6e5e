import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content } from '@/content';
import { imageView } from '@/server/image-manifest';
import { Link } from '@/components/link/Link';
import { HeroCarousel, type HeroSlideView } from '@/components/hero-carousel/HeroCarousel';
import { loadHeroCarouselLabels } from '@/components/hero-carousel/labels';
import { sidebarCategories } from '@/components/home/sidebarCategories';
import * as styles from './HeroSection.css';

export function heroSlideViews(locale: Locale): HeroSlideView[] {
  return content.heroSlides.map((slide) => ({
    id: slide.id,
    image: imageView(slide.image.src, slide.image.alt[locale]),
    content: slide.content && {
      title: slide.content.title[locale],
      subtitle: slide.content.subtitle[locale],
      ctaLabel: slide.content.cta.label[locale],
      href: slide.content.cta.href,
    },
  }));
}

/** Category sidebar, the hero carousel and two promise boxes. */
export async function HeroSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'HeroSection' });
  const sidebar = sidebarCategories(content.categories, content.products);
  return (
    <div className={styles.hero}>
      <nav aria-labelledby="hero-categories" className={styles.sidebar}>
        <h2 id="hero-categories" className={styles.boxHeading}>
          {t('categoriesHeading')}
        </h2>
        <ul className={styles.categoryList}>
          {sidebar.map((category) => (
            <li key={category.slug}>
              <Link
                locale={locale}
                href={`/catalog/${category.slug}`}
                className={styles.categoryLink}
              >
                {category.name[locale]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <HeroCarousel
        locale={locale}
        slides={heroSlideViews(locale)}
        labels={await loadHeroCarouselLabels(locale)}
      />
      <aside className={styles.aside} aria-label={t('asideLabel')}>
        <section className={styles.box}>
          <h2 className={styles.boxHeading}>{t('suppliesHeading')}</h2>
          <p className={styles.boxText}>{t('suppliesText')}</p>
          <Link locale={locale} href="/catalog/supplies" className={styles.boxLink}>
            {t('suppliesLink')}
          </Link>
          <Link locale={locale} href="/supplies" className={styles.boxLink}>
            {t('suppliesFinderLink')}
          </Link>
        </section>
        <section className={styles.box}>
          <h2 className={styles.boxHeading}>{t('serviceHeading')}</h2>
          <p className={styles.boxText}>{t('serviceText')}</p>
          <Link locale={locale} href="/services" className={styles.boxLink}>
            {t('serviceLink')}
          </Link>
        </section>
      </aside>
    </div>
  );
}
