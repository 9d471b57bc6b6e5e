import type { CatalogCard } from '@/lib/catalog-cards';
import { fillTemplate } from '@/lib/fill-template';
import { imageSizes } from '@/lib/images/sizes';
import { Picture } from '@/components/responsive-image/Picture';
import { actionLink } from '@/styles/controls.css';
import * as styles from './ProductCard.css';

/** Card labels, translated on the server; "{speed}" and "{name}" are filled per card. */
export interface ProductCardLabels {
  speed: string;
  price: string;
  details: string;
  detailsLabel: string;
  request: string;
  requestLabel: string;
}

interface Props {
  card: CatalogCard;
  labels: ProductCardLabels;
  /** `${basePath}/${locale}`: links are plain anchors so server pages ship no router code for them. */
  localeBase: string;
  headingLevel?: 'h2' | 'h3';
}

/** A product card that renders the same on the server and inside the catalogue's filter island. */
export function ProductCardView({ card, labels, localeBase, headingLevel = 'h3' }: Props) {
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
      <p className={styles.meta}>
        {card.speedPpm ? <span>{fillTemplate(labels.speed, { speed: card.speedPpm })}</span> : null}
        <span>{card.format}</span>
      </p>
      <p className={styles.price}>{labels.price}</p>
      <div className={styles.actions}>
        <a
          href={`${localeBase}/product/${card.id}/`}
          className={actionLink()}
          aria-label={fillTemplate(labels.detailsLabel, { name: card.name })}
        >
          {labels.details}
        </a>
        <a
          href={`${localeBase}/contacts/?product=${encodeURIComponent(card.id)}`}
          className={actionLink({ tone: 'secondary' })}
          aria-label={fillTemplate(labels.requestLabel, { name: card.name })}
        >
          {labels.request}
        </a>
      </div>
    </article>
  );
}
