import type { Locale } from '@/i18n/routing';
import type { CatalogCard } from '@/lib/catalog-cards';
import { pageHref } from '@/lib/page-href';
import { formatIcu } from '@/lib/icu';
import type { KeyFactKey } from '@/lib/key-facts';
import { imageSizes } from '@/lib/images/sizes';
import { Picture } from '@/components/responsive-image/Picture';
import { ListToggles } from '@/components/list-toggles/ListToggles';
import type { ListToggleLabels } from '@/components/list-toggles/labels';
import * as styles from './ProductCard.css';
import type { CompiledMessage } from '@/lib/icu';

/** Card labels, translated on the server; "{speed}" and "{name}" are filled per card. */
export interface ProductCardLabels {
  /** "{speed} ppm" */
  speed: CompiledMessage;
  /** What each key fact is ("Print speed", "Cut width"), for the facts the cards show. */
  facts: Partial<Record<KeyFactKey, string>>;
  /** "Price on request", for a card whose product states no price. */
  price: string;
  /** "Ask for a price": the card's action without JavaScript (the quote list needs it). */
  ask: string;
  /** "Ask for a price: {name}" */
  askLabel: CompiledMessage;
  /** "incl. 18% VAT", beside a stated price (company.vat); absent says nothing of VAT. */
  vat?: string | null;
  lists: ListToggleLabels;
}

interface Props {
  card: CatalogCard;
  labels: ProductCardLabels;
  locale: Locale;
  headingLevel?: 'h2' | 'h3';
  /** No facts or actions: a product page carries four twice (HTML, inline data); saves 8 kB. */
  compact?: boolean;
}

/** Renders the same on the server and inside the catalogue's filter island. */
export function ProductCardView({
  card,
  labels,
  locale,
  headingLevel = 'h3',
  compact = false,
}: Props) {
  // data-keep-clear: what the floating back-to-top button steps aside from.
  const Heading = headingLevel;
  const href = pageHref(locale, `/product/${card.id}`);
  return (
    <article className={styles.card}>
      {card.image ? (
        // The name's link is the one a keyboard or screen reader meets; this one is for the pointer.
        <a href={href} tabIndex={-1} aria-hidden="true" className={styles.imageLink}>
          <Picture
            {...card.image}
            sizes={imageSizes.productCard}
            width={800}
            height={600}
            className={styles.image}
          />
        </a>
      ) : null}
      <Heading className={styles.name}>
        <a href={href} className={styles.nameLink} data-card-link="" data-keep-clear="">
          {card.name}
        </a>
      </Heading>
      {card.facts.length > 0 && !compact ? (
        <dl className={styles.facts}>
          {card.facts.map((fact) => (
            <div key={fact.key} className={styles.fact} data-keep-clear="">
              <dt className={styles.factLabel}>{labels.facts[fact.key]}</dt>
              <dd className={styles.factValue}>
                {fact.key === 'speedPpm'
                  ? formatIcu(labels.speed, { speed: fact.value })
                  : fact.value}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p className={styles.price}>
        {/* A discount only beside a price: with "price on request" it would say nothing. */}
        {card.sale && card.price ? (
          <span className={card.image ? styles.saleOnImage : styles.saleBadge}>
            {card.sale.badge}
          </span>
        ) : null}
        <span data-keep-clear="">
          {card.sale?.price && card.price ? (
            <>
              {card.sale.price} <s className={styles.regularPrice}>{card.price}</s>
            </>
          ) : (
            (card.price ?? labels.price)
          )}
        </span>
        {card.price && labels.vat ? (
          <span className={styles.vat} data-vat="" data-keep-clear="">
            {labels.vat}
          </span>
        ) : null}
      </p>
      {card.availability ? (
        <p className={styles.availability}>
          <span data-keep-clear="">{card.availability}</span>
        </p>
      ) : null}
      {compact ? null : (
        <div className={styles.actions} data-keep-clear="">
          <ListToggles
            ids={[card.id]}
            name={card.name}
            labels={labels.lists}
            compareHref={pageHref(locale, '/compare')}
            variant="card"
          />
          <a
            href={pageHref(locale, `/contacts?product=${encodeURIComponent(card.id)}#contact-form`)}
            className={styles.ask}
            aria-label={formatIcu(labels.askLabel, { name: card.name })}
          >
            {labels.ask}
          </a>
        </div>
      )}
    </article>
  );
}
