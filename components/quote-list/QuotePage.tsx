import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content } from '@/content';
import { catalogDataPath } from '@/lib/catalog-cards';
import { contactEndpoint } from '@/lib/contact-endpoint';
import { PageHeader } from '@/components/page-header/PageHeader';
import { searchIndexAttributes } from '@/lib/search/page-attributes';
import { container } from '@/styles/utilities.css';
import { loadQuoteLabels } from './labels';
import { QuoteList } from './QuoteList';
import { QuoteNoScriptForm } from './QuoteNoScriptForm';
import * as styles from './QuotePage.css';

/** The list lives in the browser; without JavaScript the page offers the contact form. */
export async function QuotePage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'QuotePage' });
  const { company } = content;
  const endpoint = contactEndpoint();
  return (
    <div
      className={container}
      data-pagefind-body=""
      {...searchIndexAttributes({ kind: 'page', keywords: t('keywords').split(', ') })}
    >
      <PageHeader title={t('title')} lead={t('lead')} />
      {/* In <noscript>: with JavaScript these fields are not even parsed. */}
      <noscript>
        <div className={styles.noScript} data-pagefind-ignore="all">
          <QuoteNoScriptForm locale={locale} endpoint={endpoint} />
        </div>
      </noscript>
      <div className={styles.scripted} data-pagefind-ignore="all">
        <QuoteList
          locale={locale}
          catalogUrl={catalogDataPath(locale, undefined)}
          labels={await loadQuoteLabels(locale)}
          recipient={{
            email: company.email,
            whatsapp: company.whatsapp,
            telegram: company.telegram,
          }}
          endpoint={endpoint}
        />
      </div>
    </div>
  );
}
