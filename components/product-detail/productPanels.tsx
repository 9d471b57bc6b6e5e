import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { Product } from '@/content';
import { ExternalLink } from '@/components/external-link/ExternalLink';
import type { ProductTab } from '@/components/product-tabs/ProductTabs';
import { panelHeading } from '@/components/product-tabs/ProductTabs.css';
import { indexWeight } from '@/lib/search/weights';
import * as styles from './ProductDetail.css';

/** Documents and video only when present: a "coming soon" tab promises nothing. */
export async function productPanels(
  locale: Locale,
  product: Product,
  searchWeight = 1,
): Promise<ProductTab[]> {
  const t = await getTranslations({ locale, namespace: 'ProductDetail' });
  const specLabel = await getTranslations({ locale, namespace: 'ProductSpecs' });
  const linksTab = (
    id: string,
    label: string,
    items: { title: Record<Locale, string>; url: string }[],
  ): ProductTab[] =>
    items.length === 0
      ? []
      : [
          {
            id,
            label,
            panel: (
              <>
                {heading(label)}
                <ul>
                  {items.map((item) => (
                    <li key={item.url}>
                      <ExternalLink href={item.url}>{item.title[locale]}</ExternalLink>
                    </li>
                  ))}
                </ul>
              </>
            ),
          },
        ];
  const heading = (text: string) => <h2 className={panelHeading}>{text}</h2>;
  return [
    {
      id: 'description',
      label: t('tabDescription'),
      panel: (
        <>
          {heading(t('tabDescription'))}
          <div data-pagefind-body="" data-pagefind-weight={indexWeight('text', searchWeight)}>
            <p>{product.description[locale]}</p>
            <ul className={styles.features}>
              {product.features[locale].map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </div>
        </>
      ),
    },
    {
      id: 'specifications',
      label: t('tabSpecifications'),
      panel: (
        <>
          {heading(t('tabSpecifications'))}
          {/* Values are indexed, below text; labels are not ("Format" is on every product). */}
          <table
            className={styles.table}
            data-pagefind-body=""
            data-pagefind-weight={indexWeight('specifications', searchWeight)}
          >
            <tbody>
              {product.specifications.map((row) => (
                <tr key={row.key} data-spec-key={row.key}>
                  <th scope="row" data-pagefind-ignore="">
                    {specLabel(row.key)}
                  </th>
                  <td>{row.value[locale]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ),
    },
    ...linksTab('documents', t('tabDocuments'), product.documents),
    ...linksTab('video', t('tabVideo'), product.videos ?? []),
  ];
}
