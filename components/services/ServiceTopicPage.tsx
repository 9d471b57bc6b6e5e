import type { Locale } from '@/i18n/routing';
import type { ServiceTopic } from '@/content';
import { PageHeader } from '@/components/page-header/PageHeader';
import { Link } from '@/components/link/Link';
import { container } from '@/styles/utilities.css';
import { actionLink } from '@/styles/controls.css';
import * as styles from './ServicesPage.css';
import { searchIndexAttributes } from '@/lib/search/page-attributes';
import { pageKeywords } from '@/lib/search/keywords';

export function ServiceTopicPage({ locale, topic }: { locale: Locale; topic: ServiceTopic }) {
  return (
    <div
      className={container}
      data-pagefind-body=""
      {...searchIndexAttributes({ kind: 'page', keywords: pageKeywords([topic]) })}
    >
      <PageHeader title={topic.title[locale]} lead={topic.summary[locale]} />
      <div className={styles.topic}>
        <div className={styles.prose}>
          {topic.body[locale].map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <ul className={styles.checks}>
          {topic.features[locale].map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </div>
      <Link locale={locale} href={topic.cta.href} className={actionLink()}>
        {topic.cta.label[locale]}
      </Link>
    </div>
  );
}
