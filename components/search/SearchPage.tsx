import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content } from '@/content';
import { pageHref } from '@/lib/page-href';
import { phoneText, telHref } from '@/lib/company-facts';
import { ChannelLinks } from '@/components/channel-links/ChannelLinks';
import { Link } from '@/components/link/Link';
import { brandsNotSold, thingsNotSold } from '@/lib/search/brands';
import { PageHeader } from '@/components/page-header/PageHeader';
import { container } from '@/styles/utilities.css';
import { SearchBox } from './SearchBox';
import { SearchResults } from './SearchResults';
import { loadSearchBoxLabels, loadSearchResultsLabels } from './labels';
import * as styles from './SearchPage.css';

export async function SearchPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'SearchPage' });
  const browseLinks = [
    { label: t('fullCatalogue'), href: pageHref(locale, '/catalog') },
    ...content.categories
      .filter((category) => category.group === 'segment')
      .map((category) => ({
        label: category.name[locale],
        href: pageHref(locale, `/catalog/${category.slug}`),
      })),
  ];
  const { company } = content;
  // When nothing is found: the people who can find it, in the visitor's language.
  const askUs = (
    <div className={styles.askUs}>
      <p>{t('askUs')}</p>
      <ul className={styles.browse}>
        <li>
          <a href={telHref(company.phone)}>{t('askCall', { phone: phoneText(company.phone) })}</a>
        </li>
        <li>
          <Link locale={locale} href="/contacts#contact-form">
            {t('askWrite')}
          </Link>
        </li>
        <li>
          <Link locale={locale} href="/services/request">
            {t('askService')}
          </Link>
        </li>
      </ul>
      <ChannelLinks locale={locale} company={company} listClassName={styles.channels} />
    </div>
  );
  return (
    <div className={container}>
      <PageHeader title={t('title')} />
      <SearchBox action={pageHref(locale, '/search')} labels={await loadSearchBoxLabels(locale)} />
      <SearchResults
        locale={locale}
        browseLinks={browseLinks}
        brands={brandsNotSold(content.categories)}
        things={thingsNotSold(content.search.notSold ?? [])}
        askUs={askUs}
        labels={await loadSearchResultsLabels(locale)}
      />
      <noscript>
        <p>{t('noScript')}</p>
      </noscript>
    </div>
  );
}
