import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content } from '@/content';
import { companyFacts } from '@/lib/company-facts';
import { imageSizes } from '@/lib/images/sizes';
import { JsonLd } from '@/components/json-ld/JsonLd';
import { Link } from '@/components/link/Link';
import { ResponsiveImage } from '@/components/responsive-image/ResponsiveImage';
import { TypedText } from '@/components/typed-text/TypedText';
import { partnersHeadingTiming } from '@/components/typed-text/typedTextState';
import { localBusinessLd } from '@/server/structured-data';
import { container } from '@/styles/utilities.css';
import { actionLink } from '@/styles/controls.css';
import { AboutStats } from './AboutStats';
import { PartnerCarousel } from './PartnerCarousel';
import { TextBands } from './TextBands';
import * as styles from './AboutPage.css';
import { searchIndexAttributes } from '@/lib/search/page-attributes';

const blocks = ['who', 'dealer', 'service'] as const;
const options = ['purchase', 'rental', 'contract'] as const;

export async function AboutPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'AboutPage' });
  const facts = companyFacts(content.company);
  const stats = [
    { id: 'years', value: facts.years, suffix: '+', label: t('stats.years') },
    { id: 'clients', value: facts.clients, suffix: '+', label: t('stats.clients') },
    { id: 'projects', value: facts.projects, suffix: '+', label: t('stats.projects') },
    { id: 'satisfaction', value: facts.satisfaction, suffix: '%', label: t('stats.satisfaction') },
  ];
  const phrases = [t('partners.phrase1'), t('partners.phrase2'), t('partners.phrase3')];
  return (
    <div className={container} data-pagefind-body="" {...searchIndexAttributes({ kind: 'page' })}>
      <section className={styles.cover}>
        {/* Low priority also keeps a preload hint out of the payload other pages prefetch. */}
        <ResponsiveImage
          src="/images/hero/professional.svg"
          alt=""
          sizes={imageSizes.article}
          loading="eager"
          fetchPriority="low"
          className={styles.coverImage}
          width={1200}
          height={600}
        />
        <div className={styles.coverText}>
          <h1 className={styles.coverTitle}>{t('title')}</h1>
          <p className={styles.coverLead}>{t('intro', facts)}</p>
        </div>
      </section>
      <TextBands bands={[t('bands.one'), t('bands.two')]} pauseLabel={t('bands.pause')} />
      <AboutStats heading={t('stats.heading')} stats={stats} />
      <section aria-labelledby="about-partners" className={styles.section}>
        <h2 id="about-partners" className={styles.typedHeading}>
          <TypedText phrases={phrases} label={t('partners.label')} timing={partnersHeadingTiming} />
        </h2>
        <p className={styles.muted}>{t('partners.intro')}</p>
        <PartnerCarousel partners={content.partners} newTab={t('partners.newTab')} />
      </section>
      <section className={`${styles.section} ${styles.blocks}`}>
        {blocks.map((block) => (
          <div key={block}>
            <h2 className={styles.blockTitle}>{t(`blocks.${block}.title`)}</h2>
            <p>{t(`blocks.${block}.text`, facts)}</p>
          </div>
        ))}
      </section>
      <section aria-labelledby="about-options" className={styles.section}>
        <h2 id="about-options">{t('options.heading')}</h2>
        <ul className={styles.options}>
          {options.map((option) => (
            <li key={option} className={styles.option}>
              <h3 className={styles.blockTitle}>{t(`options.${option}.title`)}</h3>
              <p>{t(`options.${option}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="about-cta" className={styles.cta}>
        <h2 id="about-cta" className={styles.ctaTitle}>
          {t('cta.heading')}
        </h2>
        <p>{t('cta.text')}</p>
        <div className={styles.ctaActions}>
          <Link locale={locale} href="/contacts" className={actionLink({ tone: 'inverse' })}>
            {t('cta.contact')}
          </Link>
          <Link locale={locale} href="/services" className={actionLink({ tone: 'inverse' })}>
            {t('cta.learnMore')}
          </Link>
        </div>
      </section>
      <JsonLd data={localBusinessLd(content.company, locale)} />
    </div>
  );
}
