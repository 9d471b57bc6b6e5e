import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content } from '@/content';
import { phoneText, telegramHref, telHref, whatsappHref } from '@/lib/company-facts';
import { actionLink } from '@/styles/controls.css';
import * as styles from './OrderBanner.css';
import { ExternalLink } from '@/components/external-link/ExternalLink';

/** Closing call to order by phone or a messenger. */
export async function OrderBanner({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'OrderBanner' });
  const { company } = content;
  const callText = phoneText(t('call', { phone: company.phone }));
  const numberAt = Math.max(0, callText.indexOf(phoneText(company.phone)));
  return (
    <section aria-labelledby="order-banner" className={styles.banner}>
      <div>
        <h2 id="order-banner" className={styles.heading}>
          {t('heading')}
        </h2>
        <p className={styles.text}>{t('text')}</p>
      </div>
      <ul className={styles.actions}>
        <li>
          <a href={telHref(company.phone)} className={actionLink({ tone: 'inverse' })}>
            {/* A <wbr> lets the line break before the number, which stays whole. */}
            {callText.slice(0, numberAt)}
            {numberAt > 0 ? <wbr /> : null}
            {callText.slice(numberAt)}
          </a>
        </li>
        <li>
          <ExternalLink
            href={telegramHref(company.telegram)}
            className={actionLink({ tone: 'inverse' })}
          >
            {t('telegram')}
          </ExternalLink>
        </li>
        <li>
          <ExternalLink
            href={whatsappHref(company.whatsapp)}
            className={actionLink({ tone: 'inverse' })}
          >
            {t('whatsapp')}
          </ExternalLink>
        </li>
      </ul>
    </section>
  );
}
