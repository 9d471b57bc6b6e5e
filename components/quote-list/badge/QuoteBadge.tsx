import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pageHref } from '@/lib/page-href';
import { Icon } from '@/components/icon/Icon';
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
        data-one={t('count', { count: 1 })}
        data-other={t('count', { count: 2 })}
        suppressHydrationWarning
      >
        <Icon name="quoteList" className={styles.icon} />
        <span className={styles.label}>{t('label')}</span>
      </a>
      <script dangerouslySetInnerHTML={{ __html: quoteBadgeScript(badgeId) }} />
    </>
  );
}
