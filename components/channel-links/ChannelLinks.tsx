import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { Company } from '@/content/schema';
import { channelLinks } from '@/lib/company-facts';
import { ExternalLink } from '@/components/external-link/ExternalLink';

interface Props {
  locale: Locale;
  company: Pick<Company, 'telegram' | 'whatsapp' | 'viber' | 'facebook'>;
  listClassName?: string;
  linkClassName?: string;
}

/** Telegram and WhatsApp, and Viber and Facebook when the company has them. */
export async function ChannelLinks({ locale, company, listClassName, linkClassName }: Props) {
  const t = await getTranslations({ locale, namespace: 'ChannelLinks' });
  return (
    <ul className={listClassName}>
      {channelLinks(company).map(({ channel, href, newTab }) => (
        <li key={channel}>
          {newTab ? (
            <ExternalLink href={href} className={linkClassName} newTab={t('newTab')}>
              {t(channel)}
            </ExternalLink>
          ) : (
            <a href={href} className={linkClassName}>
              {t(channel)}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
