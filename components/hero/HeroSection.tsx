import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content } from '@/content';
import { localizedPath } from '@/lib/locale-path';
import { imageView } from '@/server/image-manifest';
import { LocaleLink } from '@/components/locale-link/LocaleLink';
import { HeroCarousel, type HeroSlideView } from '@/components/hero-carousel/HeroCarousel';
import * as styles from './HeroSection.css';

export function heroSlideViews(locale: Locale): HeroSlideView[] {
  return content.heroSlides.map((slide) => ({
    id: slide.id,
    image: imageView(slide.image.src, slide.image.alt[locale]),
    content: slide.content && {
      title: slide.content.title[locale],
      subtitle: slide.content.subtitle[locale],
      ctaLabel: slide.content.cta.label[locale],
      href: localizedPath(locale, slide.content.cta.href),
    },
  }));
}

/** Category sidebar, the hero carousel and two promise boxes. */
export async function HeroSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'HeroSection' });
  const c = await getTranslations({ locale, namespace: 'HeroCarousel' });
  const sidebar = content.categories.filter((category) => category.inSidebar);
  return (
    <div className={styles.hero}>
      <nav aria-labelledby="hero-categories" className={styles.sidebar}>
        <h2 id="hero-categories" className={styles.boxHeading}>
          {t('categoriesHeading')}
        </h2>
        <ul className={styles.categoryList}>
          {sidebar.map((category) => (
            <li key={category.slug}>
              <LocaleLink
                locale={locale}
                href={`/catalog/${category.slug}`}
                className={styles.categoryLink}
              >
                {category.name[locale]}
              </LocaleLink>
            </li>
          ))}
        </ul>
      </nav>
      <HeroCarousel
        slides={heroSlideViews(locale)}
        pauseOnHover
        labels={{
          region: c('region'),
          slide: c.raw('slide'),
          previous: c('previous'),
          next: c('next'),
          goTo: c.raw('goTo'),
          pause: c('pause'),
          play: c('play'),
          noSlides: c('noSlides'),
          defaultContent: c('defaultContent'),
        }}
      />
      <aside className={styles.aside} aria-label={t('asideLabel')}>
        <section className={styles.box}>
          <h2 className={styles.boxHeading}>{t('suppliesHeading')}</h2>
          <p className={styles.boxText}>{t('suppliesText')}</p>
          <LocaleLink locale={locale} href="/catalog/supplies" className={styles.boxLink}>
            {t('suppliesLink')}
          </LocaleLink>
          <LocaleLink locale={locale} href="/supplies" className={styles.boxLink}>
            {t('suppliesFinderLink')}
          </LocaleLink>
        </section>
        <section className={styles.box}>
          <h2 className={styles.boxHeading}>{t('serviceHeading')}</h2>
          <p className={styles.boxText}>{t('serviceText')}</p>
          <LocaleLink locale={locale} href="/services" className={styles.boxLink}>
            {t('serviceLink')}
          </LocaleLink>
        </section>
      </aside>
    </div>
  );
}
