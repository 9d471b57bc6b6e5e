import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content, type Product } from '@/content';
import { telHref, whatsappHref } from '@/lib/company-facts';
import { ExternalLink } from '@/components/external-link/ExternalLink';
import { Icon } from '@/components/icon/Icon';
import { Link } from '@/components/link/Link';
import { ListToggles } from '@/components/list-toggles/ListToggles';
import { loadListToggleLabels } from '@/components/list-toggles/labels';
import * as styles from './PhoneActionBar.css';

/** Plain links in the HTML; hidden while a text field has focus (the keyboard), in CSS alone. */
export async function PhoneActionBar({ locale, product }: { locale: Locale; product: Product }) {
  const t = await getTranslations({ locale, namespace: 'ProductDetail' });
  const channels = await getTranslations({ locale, namespace: 'ChannelLinks' });
  const { company } = content;
  const name = product.name[locale];
  return (
    <div
      role="group"
      aria-label={t('phoneBarLabel')}
      className={styles.bar}
      data-phone-action-bar=""
      data-pagefind-ignore=""
    >
      <a
        href={telHref(company.phone)}
        className={styles.action}
        aria-label={t('phoneBarCallLabel', { phone: company.phone })}
      >
        <Icon name="phone" />
        {t('phoneBarCall')}
      </a>
      <ExternalLink
        href={whatsappHref(company.whatsapp, t('phoneBarWhatsappText', { name }))}
        className={styles.action}
        newTab={channels('newTab')}
      >
        <Icon name="whatsapp" />
        {channels('whatsapp')}
      </ExternalLink>
      <div className={styles.quote}>
        <ListToggles ids={[product.id]} name={name} labels={await loadListToggleLabels(locale)} />
        <Link
          locale={locale}
          href={`/contacts?product=${product.id}#contact-form`}
          className={styles.askPrice}
        >
          {t('phoneBarAskPrice')}
        </Link>
      </div>
    </div>
  );
}
