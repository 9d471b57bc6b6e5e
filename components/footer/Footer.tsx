import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content } from '@/content';
import { companyFacts, phoneText, telHref } from '@/lib/company-facts';
import { openingHoursText } from '@/lib/format-hours';
import { Link } from '@/components/link/Link';
import { container } from '@/styles/utilities.css';
import { CurrentYear } from './CurrentYear';
import * as styles from './Footer.css';
import { ChannelLinks } from '@/components/channel-links/ChannelLinks';
import { infoPageLinks } from '@/components/info-page/infoLinks';
import { hasNews } from '@/content/site-routes';

export async function Footer({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Footer' });
  const nav = await getTranslations({ locale, namespace: 'Nav' });
  const header = await getTranslations({ locale, namespace: 'Header' });
  const { company } = content;
  const facts = companyFacts(company);
  const name = company.name[locale];
  const buildYear = new Date().getFullYear();
  const info = infoPageLinks(locale);

  return (
    <footer className={styles.footer}>
      <div className={`${container} ${styles.grid}`}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            {name}
          </h2>
          <p className={styles.text}>{t('description', facts)}</p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {t('quickLinks')}
          </h2>
          <ul className={styles.list}>
            <li>
              <Link locale={locale} href="/catalog" className={styles.link}>
                {nav('catalog')}
              </Link>
            </li>
            <li>
              <Link locale={locale} href="/services" className={styles.link}>
                {nav('services')}
              </Link>
            </li>
            <li>
              <Link locale={locale} href="/supplies" className={styles.link}>
                {t('supplies')}
              </Link>
            </li>
            <li>
              <Link locale={locale} href="/services/request" className={styles.link}>
                {t('serviceRequest')}
              </Link>
            </li>
            {hasNews(content) ? (
              <li>
                <Link locale={locale} href="/news" className={styles.link}>
                  {nav('news')}
                </Link>
              </li>
            ) : null}
            <li>
              <Link locale={locale} href="/contacts" className={styles.link}>
                {nav('contacts')}
              </Link>
            </li>
          </ul>
        </nav>
        {info.length > 0 ? (
          <nav aria-labelledby="footer-info">
            <h2 id="footer-info" className={styles.heading}>
              {t('infoHeading')}
            </h2>
            <ul className={styles.list}>
              {info.map((page) => (
                <li key={page.href}>
                  <Link locale={locale} href={page.href} className={styles.link}>
                    {page.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <section aria-labelledby="footer-contacts">
          <h2 id="footer-contacts" className={styles.heading}>
            {t('contacts')}
          </h2>
          <address className={styles.address}>
            <p>
              {company.address.street[locale]}, {company.address.city[locale]},{' '}
              {company.address.country[locale]}
            </p>
            <p>
              <a href={telHref(company.phone)} className={styles.link}>
                {phoneText(company.phone)}
              </a>
            </p>
            <p>
              <a href={`mailto:${company.email}`} className={styles.link}>
                {company.email}
              </a>
            </p>
            <ChannelLinks
              locale={locale}
              company={company}
              listClassName={styles.list}
              linkClassName={styles.link}
            />
            <p>
              {header('hoursLabel')}:{' '}
              {openingHoursText(company.hours, locale, (values) => header('hours', values))}
            </p>
          </address>
        </section>
      </div>
      <p className={`${container} ${styles.copyright}`}>
        {t.rich('copyright', {
          buildYear,
          name,
          year: () => <CurrentYear buildYear={buildYear} />,
        })}
      </p>
    </footer>
  );
}
