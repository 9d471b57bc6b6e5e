import type { ComponentProps } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content } from '@/content';
import { phoneText, telHref } from '@/lib/company-facts';
import { openingHoursText } from '@/lib/format-hours';
import { formatIban } from '@/lib/invoicing';
import { PageHeader } from '@/components/page-header/PageHeader';
import { JsonLd } from '@/components/json-ld/JsonLd';
import { localBusinessLd } from '@/server/structured-data';
import { container } from '@/styles/utilities.css';
import * as styles from './ContactsPage.css';
import { ChannelLinks } from '@/components/channel-links/ChannelLinks';
import { ExternalLink } from '@/components/external-link/ExternalLink';
import { ContactForm } from '@/components/contact-form/ContactForm';
import { contactFormProps } from '@/components/contact-form/contactFormProps';
import { LocationSketch } from './LocationSketch';
import { mapLinks, mapServices } from '@/lib/map-links';
import { searchIndexAttributes, type SearchIndexEntry } from '@/lib/search/page-attributes';

export async function ContactsPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ContactsPage' });
  const header = await getTranslations({ locale, namespace: 'Header' });
  const { company } = content;
  const form = await contactFormProps(locale);
  const { address, invoicing } = company;
  const name = company.name[locale];
  const street = address.street[locale];
  const addressLine = `${street}, ${address.city[locale]}, ${address.country[locale]}`;
  const maps = mapLinks({ name, address: addressLine, geo: company.geo });
  const directions = [
    ['landmarkHeading', company.landmark],
    ['parkingHeading', company.parking],
  ] as const;
  // Labels stay out of the indexed text, where they would run into their values ("Phone+995…").
  const labelKeys = [
    'addressHeading',
    'phoneHeading',
    'emailHeading',
    'hoursHeading',
    'chatHeading',
    'landmarkHeading',
    'parkingHeading',
  ] as const;
  const search: SearchIndexEntry = {
    kind: 'page',
    keywords: [
      ...labelKeys.map((key) => t(key)),
      ...t('keywords').split(', '),
      ...(invoicing
        ? [t('invoicing.heading'), t('invoicing.identificationCode'), t('invoicing.iban')]
        : []),
    ],
  };
  return (
    <div className={container} data-pagefind-body="" {...searchIndexAttributes(search)}>
      <PageHeader title={t('title')} />
      <div className={styles.layout}>
        <dl className={styles.details}>
          <Detail term={t('addressHeading')}>
            {street}, {address.city[locale]} {address.postalCode}, {address.country[locale]}
          </Detail>
          <Detail term={t('phoneHeading')}>
            <a href={telHref(company.phone)}>{phoneText(company.phone)}</a>
          </Detail>
          <Detail term={t('emailHeading')}>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </Detail>
          <Detail term={t('hoursHeading')}>
            {openingHoursText(company.hours, locale, (values) => header('hours', values))}
          </Detail>
          <Detail term={t('chatHeading')}>
            <ChannelLinks locale={locale} company={company} listClassName={styles.chats} />
          </Detail>
        </dl>
        <ContactForm {...form} />
      </div>

      <section aria-labelledby="contacts-find-us" className={styles.section}>
        <h2 id="contacts-find-us" className={styles.heading}>
          {t('findUsHeading')}
        </h2>
        <div className={styles.findUs}>
          <figure className={styles.figure}>
            <LocationSketch name={name} street={street} />
            <figcaption className={styles.caption}>
              {t('sketchCaption', { name, address: addressLine })}
            </figcaption>
          </figure>
          <div className={styles.directions}>
            <ul className={styles.mapLinks}>
              {mapServices.map((service) => (
                <li key={service}>
                  <ExternalLink href={maps[service]} newTab={t('newTab')}>
                    {t(`maps.${service}`)}
                  </ExternalLink>
                </li>
              ))}
            </ul>
            {directions.some(([, text]) => text) ? (
              <dl className={styles.notes}>
                {directions.map(([heading, text]) =>
                  text ? (
                    <Detail term={t(heading)} key={heading}>
                      {text[locale]}
                    </Detail>
                  ) : null,
                )}
              </dl>
            ) : null}
          </div>
        </div>
      </section>

      {invoicing ? (
        <section aria-labelledby="contacts-invoicing" className={styles.section}>
          <h2 id="contacts-invoicing" className={styles.heading}>
            {t('invoicing.heading')}
          </h2>
          <dl className={styles.details}>
            <Detail term={t('invoicing.legalName')}>{invoicing.legalName[locale]}</Detail>
            <Detail term={t('invoicing.identificationCode')}>{invoicing.identificationCode}</Detail>
            {invoicing.bank ? (
              <Detail term={t('invoicing.bank')}>{invoicing.bank[locale]}</Detail>
            ) : null}
            {invoicing.iban ? (
              <Detail term={t('invoicing.iban')} className={styles.iban}>
                {formatIban(invoicing.iban)}
              </Detail>
            ) : null}
          </dl>
        </section>
      ) : null}
      <JsonLd data={localBusinessLd(company, locale)} />
    </div>
  );
}

/** One entry of a details list; its label stays out of the search index (see `labelKeys`). */
function Detail({ term, ...dd }: { term: string } & ComponentProps<'dd'>) {
  return (
    <div>
      <dt data-pagefind-ignore="">{term}</dt>
      <dd {...dd} />
    </div>
  );
}
