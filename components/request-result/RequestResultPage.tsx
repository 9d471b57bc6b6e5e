import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content } from '@/content';
import { phoneText, telHref } from '@/lib/company-facts';
import { ChannelLinks } from '@/components/channel-links/ChannelLinks';
import { Link } from '@/components/link/Link';
import { PageHeader } from '@/components/page-header/PageHeader';
import { container } from '@/styles/utilities.css';
import { loadFailedDetailLabels, loadSentDetailLabels } from './labels';
import { ResultDetail } from './ResultDetail';
import * as styles from './RequestResult.css';

/** After a no-JS form post; static, the island shows what the address adds. */
export async function RequestSentPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'RequestSentPage' });
  return (
    <div className={container}>
      <PageHeader title={t('title')} lead={t('lead')} />
      <div className={styles.body}>
        <ResultDetail outcome="sent" labels={await loadSentDetailLabels(locale)} />
        <p className={styles.muted}>{t('reference')}</p>
        <p className={styles.text}>
          <Link locale={locale} href="/catalog">
            {t('catalogLink')}
          </Link>
        </p>
      </div>
    </div>
  );
}

export async function RequestFailedPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'RequestFailedPage' });
  const { company } = content;
  return (
    <div className={container}>
      <PageHeader title={t('title')} lead={t('lead')} />
      <div className={styles.body}>
        <ResultDetail outcome="failed" labels={await loadFailedDetailLabels(locale)} />
        <p className={styles.text}>{t('back')}</p>
        <p className={styles.text}>{t('otherWays')}</p>
        <ul className={styles.ways}>
          <li>
            <a href={telHref(company.phone)}>{phoneText(company.phone)}</a>
          </li>
          <li>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </li>
        </ul>
        <ChannelLinks locale={locale} company={company} listClassName={styles.ways} />
        <p className={styles.text}>
          <Link locale={locale} href="/contacts">
            {t('contactsLink')}
          </Link>
        </p>
      </div>
    </div>
  );
}
