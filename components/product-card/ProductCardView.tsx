import type { Locale } from '@/i18n/routing';
import type { CatalogCard } from '@/lib/catalog-cards';
import { pageHref } from '@/lib/page-href';
import { fillTemplate } from '@/lib/fill-template';
import type { KeyFactKey } from '@/lib/key-facts';
import { imageSizes } from '@/lib/images/sizes';
import { Picture } from '@/components/responsive-image/Picture';
import { ListToggles } from '@/components/list-toggles/ListToggles';
import type { ListToggleLabels } from '@/components/list-toggles/labels';
import { actionLink } from '@/styles/controls.css';
import * as styles from './ProductCard.css';

/** Card labels, translated on the server; "{speed}" and "{name}" are filled per card. */
export interface ProductCardLabels {
  /** "{speed} ppm" */
  speed: string;
  /** What each key fact is ("Print speed", "Cut width"), for the facts the cards show. */
  facts: Partial<Record<KeyFactKey, string>>;
  /** "Price on request", for a card whose product states no price. */
  price: string;
  details: string;
  detailsLabel: string;
  request: string;
  requestLabel: string;
  lists: ListToggleLabels;
}

interface Props {
  card: CatalogCard;
  labels: ProductCardLabels;
  locale: Locale;
  headingLevel?: 'h2' | 'h3';
}

/** A product card that renders the same on the server and inside the catalogue's filter island. */
export function ProductCardView({ card, labels, locale, headingLevel = 'h3' }: Props) {
  const Heading = headingLevel;
  return (
    <article className={styles.card}>
      {card.image ? (
        <Picture
          {...card.image}
          sizes={imageSizes.productCard}
          width={800}
          height={600}
          className={styles.image}
        />
      ) : null}
      <Heading className={styles.name}>{card.name}</Heading>
      {card.facts.length > 0 ? (
        <dl className={styles.facts}>
          {card.facts.map((fact) => (
            <div key={fact.key} className={styles.fact}>
              <dt className={styles.factLabel}>{labels.facts[fact.key]}</dt>
              <dd className={styles.factValue}>
                {fact.key === 'speedPpm'
                  ? fillTemplate(labels.speed, { speed: fact.value })
                  : fact.value}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p className={styles.price}>{card.price ?? labels.price}</p>
      {card.availability ? <p className={styles.availability}>{card.availability}</p> : null}
      <div className={styles.actions}>
        <a
          href={pageHref(locale, `/product/${card.id}`)}
          className={actionLink()}
          aria-label={fillTemplate(labels.detailsLabel, { name: card.name })}
        >
          {labels.details}
        </a>
        <a
          href={pageHref(locale, `/contacts?product=${encodeURIComponent(card.id)}`)}
          className={actionLink({ tone: 'secondary' })}
          aria-label={fillTemplate(labels.requestLabel, { name: card.name })}
        >
          {labels.request}
        </a>
      </div>
      <ListToggles
        ids={[card.id]}
        name={card.name}
        labels={labels.lists}
        compareHref={pageHref(locale, '/compare')}
      />
    </article>
  );
}
