import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pageHref } from '@/lib/page-href';
import { Icon } from '@/components/icon/Icon';
import type { BrandNotSold } from '@/lib/search/brands';
import { SearchInput } from './SearchInput';
import { loadSearchInputLabels } from './labels';
import { visuallyHidden } from '@/styles/utilities.css';
import * as styles from './SearchForm.css';

/** A plain GET form, so it submits without JavaScript (`pattern` stops a blank query there). */
export async function SearchForm({
  locale,
  productCount,
  brands,
}: {
  locale: Locale;
  productCount: number;
  /** Brands the dealer does not sell: the suggestions say so, as the search page does. */
  brands: BrandNotSold[];
}) {
  const t = await getTranslations({ locale, namespace: 'SearchForm' });
  return (
    <form role="search" action={pageHref(locale, '/search')} method="get" className={styles.form}>
      <label htmlFor="site-search" className={visuallyHidden}>
        {t('label')}
      </label>
      <SearchInput
        locale={locale}
        labels={await loadSearchInputLabels(locale, productCount, brands)}
        brands={brands}
      />
      <button type="submit" className={styles.submit}>
        <Icon name="search" />
        <span className={visuallyHidden}>{t('submit')}</span>
      </button>
    </form>
  );
}
