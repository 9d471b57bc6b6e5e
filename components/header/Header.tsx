import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content } from '@/content';
import { companyFacts, phoneText, telegramHref, telHref, whatsappHref } from '@/lib/company-facts';
import { openingHoursText } from '@/lib/format-hours';
import { Link } from '@/components/link/Link';
import { SearchForm } from '@/components/search/box/SearchForm';
import { brandsNotSold } from '@/lib/search/brands';
import { ThemeToggle } from '@/components/theme-toggle/ThemeToggle';
import { LocaleSwitch } from '@/components/locale-switch/LocaleSwitch';
import { MobileMenu } from '@/components/mobile-menu/MobileMenu';
import { Nav } from '@/components/nav/Nav';
import { QuoteBadge } from '@/components/quote-list/badge/QuoteBadge';
import { container, visuallyHidden } from '@/styles/utilities.css';
import { Icon } from '@/components/icon/Icon';
import * as styles from './Header.css';
import { ExternalLink } from '@/components/external-link/ExternalLink';

export async function Header({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Header' });
  const { company } = content;
  const name = company.name[locale];
  const hours = openingHoursText(company.hours, locale, (values) => t('hours', values));

  return (
    <header className={styles.header}>
      <div className={styles.band}>
        <div className={`${container} ${styles.bandInner}`}>
          <p className={styles.hours}>
            <Icon name="clock" className={styles.hoursIcon} />
            <span className={styles.hoursLabel}>{t('hoursLabel')}:</span> {hours}
          </p>
          <ul className={styles.contacts}>
            <li>
              <a
                href={telHref(company.phone)}
                className={styles.contactLink}
                aria-label={t('phoneLabel', { phone: company.phone })}
              >
                <Icon name="phone" />
                <span className={styles.contactText}>{phoneText(company.phone)}</span>
              </a>
            </li>
            <li>
              <a
                href={`mailto:${company.email}`}
                className={styles.contactLink}
                aria-label={t('emailLabel', { email: company.email })}
              >
                <Icon name="mail" />
                <span className={styles.contactText}>{company.email}</span>
              </a>
            </li>
            <li>
              <ExternalLink
                href={telegramHref(company.telegram)}
                className={styles.contactLink}
                aria-label={t('telegramLabel')}
              >
                <Icon name="telegram" />
              </ExternalLink>
            </li>
            <li>
              <ExternalLink
                href={whatsappHref(company.whatsapp)}
                className={styles.contactLink}
                aria-label={t('whatsappLabel')}
              >
                <Icon name="whatsapp" />
              </ExternalLink>
            </li>
          </ul>
        </div>
      </div>
      <div className={`${container} ${styles.bar}`}>
        {/* Not aria-label: the name starts with what is shown (WCAG 2.5.3). */}
        <Link locale={locale} href="/" className={styles.logo}>
          <span className={styles.logoMark} aria-hidden="true">
            PC
          </span>
          <span className={styles.logoText}>
            <span className={styles.logoName}>{name}</span>{' '}
            <span className={styles.logoTagline}>
              {t('tagline', { year: companyFacts(company).goldSince })}
            </span>
            <span className={visuallyHidden}>{t('homeHint')}</span>
          </span>
        </Link>
        {/* The placeholder states the catalogue's real size, counted at build. */}
        <div className={styles.search}>
          <SearchForm
            locale={locale}
            productCount={content.products.length}
            brands={brandsNotSold(content.categories)}
          />
        </div>
        <div className={styles.tools}>
          <QuoteBadge locale={locale} />
          <LocaleSwitch locale={locale} />
        </div>
        {/* On phones the theme toggle folds into the menu with the links. */}
        <MobileMenu locale={locale}>
          <div className={styles.menuRow}>
            <Nav locale={locale} />
            <div className={styles.menuTools}>
              <ThemeToggle locale={locale} />
            </div>
          </div>
        </MobileMenu>
      </div>
    </header>
  );
}
