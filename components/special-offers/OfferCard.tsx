import { Link } from '@/components/link/Link';
import type { Locale } from '@/i18n/routing';
import type { OfferCardView } from './SpecialOffers';
import { imageSizes } from '@/lib/images/sizes';
import { Picture } from '@/components/responsive-image/Picture';
import { actionLink } from '@/styles/controls.css';
import { ListToggles } from '@/components/list-toggles/ListToggles';
import * as styles from './SpecialOffers.css';
import type { OfferCardLabels } from './labels';

interface Props {
  locale: Locale;
  card: OfferCardView;
  labels: OfferCardLabels;
}

export function OfferCard({ locale, card, labels }: Props) {
  return (
    <article className={styles.card}>
      <div className={styles.badges}>
        <span className={styles.badge}>{card.badge}</span>
        {card.discountBadge ? <span className={styles.discount}>{card.discountBadge}</span> : null}
      </div>
      <Picture
        {...card.image}
        sizes={imageSizes.wideCard}
        width={800}
        height={600}
        className={styles.image}
      />
      <div className={styles.body}>
        <h4 className={styles.title}>{card.title}</h4>
        <p className={styles.subtitle}>{card.subtitle}</p>
        <p className={styles.text}>{card.description}</p>
        {card.prices ? (
          <dl className={styles.prices}>
            <div>
              <dt>{labels.regular}</dt>
              <dd className={styles.regular}>{card.prices.regular}</dd>
            </div>
            <div>
              <dt>{labels.bundle}</dt>
              <dd className={styles.bundlePrice}>{card.prices.bundle}</dd>
            </div>
            <div>
              <dt>{labels.save}</dt>
              <dd>{card.prices.save}</dd>
            </div>
          </dl>
        ) : null}
        {card.salePrices.length > 0 ? (
          <div className={styles.salePrices}>
            <h5 className={styles.salePricesHeading}>
              {card.salePricesHeading ?? labels.salePrices}
            </h5>
            <dl className={styles.salePriceList}>
              {card.salePrices.map((item) => (
                <div key={item.id}>
                  <dt>
                    <Link locale={locale} href={`/product/${item.id}`}>
                      {item.name}
                    </Link>
                  </dt>
                  <dd>
                    <s>{item.regular}</s> <strong>{item.sale}</strong>
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
        {card.includes.length > 0 ? (
          <ul className={styles.list}>
            {card.includes.map((item) => (
              <li key={item}>{item}</li>
            ))}
            {card.moreIncludes ? <li className={styles.more}>{card.moreIncludes}</li> : null}
          </ul>
        ) : null}
        {card.features.length > 0 ? (
          <ul className={styles.checks}>
            {card.features.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : null}
        {card.validUntilText ? <p className={styles.meta}>{card.validUntilText}</p> : null}
        {card.minQuantityText ? <p className={styles.meta}>{card.minQuantityText}</p> : null}
        {card.requirements ? (
          <p className={styles.meta}>
            <strong>{labels.requirements}:</strong> {card.requirements}
          </p>
        ) : null}
        {card.discountTerms ? <p className={styles.meta}>{card.discountTerms}</p> : null}
        <div className={styles.actions}>
          <Link clientNav locale={locale} href={card.cta.href} className={actionLink()}>
            {card.cta.label}
          </Link>
          {card.productsLink ? (
            <Link
              clientNav
              locale={locale}
              href={card.productsLink.href}
              className={actionLink({ tone: 'secondary' })}
            >
              {card.productsLink.label}
            </Link>
          ) : null}
        </div>
        {card.productIds.length > 0 ? (
          <ListToggles ids={card.productIds} name={card.title} labels={labels.lists} />
        ) : null}
      </div>
    </article>
  );
}
