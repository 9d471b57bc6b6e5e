import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pageHref } from '@/lib/page-href';
import { pluralTemplate } from '@/lib/plural-label';
import { quoteBadgeScript } from './quoteBadgeScript';
import * as styles from './QuoteBadge.css';

const badgeId = 'quote-badge';

/** The header's way to the quote page, with how many products the list holds. */
export async function QuoteBadge({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'QuoteBadge' });
  return (
    <>
      <a
        id={badgeId}
        href={pageHref(locale, '/quote')}
        className={styles.link}
        data-one={pluralTemplate(locale, t.raw('count') as string, 'one')}
        data-other={pluralTemplate(locale, t.raw('count') as string, 'other')}
        suppressHydrationWarning
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M7 2h10l4 4v16H3V2h4zm0 2H5v16h14V7h-3V4H7zm2 6h6v2H9zm0 4h6v2H9z"
          />
        </svg>
        <span className={styles.label}>{t('label')}</span>
      </a>
      <script dangerouslySetInnerHTML={{ __html: quoteBadgeScript(badgeId) }} />
    </>
  );
}
