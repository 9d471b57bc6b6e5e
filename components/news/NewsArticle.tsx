import type { Locale } from '@/i18n/routing';
import type { NewsItem } from '@/content/schema';
import { formatValidUntil as formatDate } from '@/lib/format';
import { imageSizes } from '@/lib/images/sizes';
import { Link } from '@/components/link/Link';
import { PageHeader } from '@/components/page-header/PageHeader';
import { ResponsiveImage } from '@/components/responsive-image/ResponsiveImage';
import { container } from '@/styles/utilities.css';
import * as styles from './News.css';
import { searchIndexAttributes } from '@/lib/search/page-attributes';

/** One news article: title, date, optional picture and its paragraphs. */
export function NewsArticle({
  locale,
  item,
  backLabel,
}: {
  locale: Locale;
  item: NewsItem;
  backLabel: string;
}) {
  return (
    <article
      className={container}
      data-pagefind-body=""
      {...searchIndexAttributes({ kind: 'page' })}
    >
      <PageHeader title={item.title[locale]} lead={item.summary[locale]}>
        <p className={styles.date}>
          <time dateTime={item.date}>{formatDate(item.date, locale)}</time>
        </p>
      </PageHeader>
      {item.image ? (
        // Right under the header: on a phone it is the largest paint.
        <ResponsiveImage
          src={item.image.src}
          alt={item.image.alt[locale]}
          sizes={imageSizes.article}
          className={styles.image}
          width={1200}
          height={630}
          priority
        />
      ) : null}
      <div className={styles.body}>
        {item.body[locale].map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <Link locale={locale} href="/news">
        {backLabel}
      </Link>
    </article>
  );
}
