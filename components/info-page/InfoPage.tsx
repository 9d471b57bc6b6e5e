import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { InfoPage as InfoPageContent } from '@/content/schema';
import { content } from '@/content';
import { privacyPageSlug } from '@/content/launch';
import { phoneText, telHref } from '@/lib/company-facts';
import { searchIndexAttributes } from '@/lib/search/page-attributes';
import { pageKeywords } from '@/lib/search/keywords';
import { PageHeader } from '@/components/page-header/PageHeader';
import { SearchCountingChoice } from '@/components/search/SearchCountingChoice';
import { container } from '@/styles/utilities.css';
import * as styles from './InfoPage.css';

/** Then how to reach the dealer (the privacy page's "ask us to delete it" needs the address). */
export async function InfoPage({ locale, page }: { locale: Locale; page: InfoPageContent }) {
  const t = await getTranslations({ locale, namespace: 'InfoPage' });
  const { email, phone } = content.company;
  return (
    <div
      className={container}
      data-pagefind-body=""
      {...searchIndexAttributes({ kind: 'page', keywords: pageKeywords([page]) })}
    >
      <PageHeader title={page.title[locale]} lead={page.summary[locale]} />
      {page.sample ? (
        <p className={styles.sample} role="note" data-pagefind-ignore="">
          {t('sample')}
        </p>
      ) : null}
      <div className={styles.body}>
        {page.sections.map((section) => (
          <section key={section.heading[locale]} className={styles.section}>
            <h2 className={styles.heading}>{section.heading[locale]}</h2>
            {section.paragraphs[locale].map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
        {/* Where the privacy page says what the search counts, the visitor can say no to it. */}
        {page.slug === privacyPageSlug ? (
          <SearchCountingChoice
            className={styles.section}
            headingClassName={styles.heading}
            labels={{
              heading: t('searchCountingHeading'),
              count: t('searchCounting'),
              on: t('searchCountingOn'),
              off: t('searchCountingOff'),
              browser: t('searchCountingBrowser'),
            }}
          />
        ) : null}
      </div>
      <section className={styles.contact} aria-labelledby="info-contact" data-pagefind-ignore="">
        <h2 id="info-contact" className={styles.heading}>
          {t('contactHeading')}
        </h2>
        <p>
          {t.rich('contact', {
            email,
            phone: phoneText(phone),
            mail: (chunks) => <a href={`mailto:${email}`}>{chunks}</a>,
            tel: (chunks) => <a href={telHref(phone)}>{chunks}</a>,
          })}
        </p>
      </section>
    </div>
  );
}
