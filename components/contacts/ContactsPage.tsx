import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content } from '@/content';
import { phoneText, telegramHref, telHref, whatsappHref } from '@/lib/company-facts';
import { openingHoursValues } from '@/lib/format-hours';
import { PageHeader } from '@/components/page-header/PageHeader';
import { JsonLd } from '@/components/json-ld/JsonLd';
import { localBusinessLd } from '@/lib/structured-data';
import { container } from '@/styles/utilities.css';
import * as styles from './ContactsPage.css';
import { ExternalLink } from '@/components/external-link/ExternalLink';
import { ContactForm } from '@/components/contact-form/ContactForm';
import { contactFormProps } from './contactFormProps';
import { searchIndexAttributes } from '@/lib/search-index';

export async function ContactsPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ContactsPage' });
  const header = await getTranslations({ locale, namespace: 'Header' });
  const { company } = content;
  const form = await contactFormProps(locale);
  return (
    <div className={container} data-pagefind-body="" {...searchIndexAttributes({ kind: 'page' })}>
      <PageHeader title={t('title')} />
      <div className={styles.layout}>
        <dl className={styles.details}>
          <div>
            <dt>{t('addressHeading')}</dt>
            <dd>
              {company.address.street[locale]}, {company.address.city[locale]}{' '}
              {company.address.postalCode}, {company.address.country[locale]}
            </dd>
          </div>
          <div>
            <dt>{t('phoneHeading')}</dt>
            <dd>
              <a href={telHref(company.phone)}>{phoneText(company.phone)}</a>
            </dd>
          </div>
          <div>
            <dt>{t('emailHeading')}</dt>
            <dd>
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </dd>
          </div>
          <div>
            <dt>{t('hoursHeading')}</dt>
            <dd>{header('hours', openingHoursValues(company.hours, locale))}</dd>
          </div>
          <div>
            <dt>{t('chatHeading')}</dt>
            <dd className={styles.chats}>
              <ExternalLink href={telegramHref(company.telegram)}>
                {header('telegramLabel')}
              </ExternalLink>
              <ExternalLink href={whatsappHref(company.whatsapp)}>
                {header('whatsappLabel')}
              </ExternalLink>
            </dd>
          </div>
        </dl>
        <ContactForm {...form} />
      </div>
      <JsonLd data={localBusinessLd(company, locale)} />
    </div>
  );
}
