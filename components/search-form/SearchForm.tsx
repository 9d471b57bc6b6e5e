import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pageHref } from '@/lib/page-href';
import type { BrandNotSold } from '@/lib/search-brands';
import { SearchInput } from './SearchInput';
import { loadSearchInputLabels } from './labels';
import { visuallyHidden } from '@/styles/utilities.css';
import * as styles from './SearchForm.css';

/**
 * A plain GET form to the search page, so it submits without JavaScript (the `pattern` stops a
 * blank query there); with JavaScript the field also suggests pages as you type.
 */
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
        labels={await loadSearchInputLabels(locale, productCount)}
        brands={brands}
      />
      <button type="submit" className={styles.submit}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z"
          />
        </svg>
        <span className={visuallyHidden}>{t('submit')}</span>
      </button>
    </form>
  );
}
