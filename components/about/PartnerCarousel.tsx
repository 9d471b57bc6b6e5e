import type { Partner } from '@/content';
import { imageSizes } from '@/lib/images/sizes';
import { ExternalLink } from '@/components/external-link/ExternalLink';
import { ResponsiveImage } from '@/components/responsive-image/ResponsiveImage';
import { visuallyHidden } from '@/styles/utilities.css';
import * as marquee from './Marquee.css';
import * as styles from './AboutPage.css';

function PartnerLogos({
  partners,
  newTab,
  hidden,
}: {
  partners: readonly Partner[];
  newTab: string;
  hidden?: boolean;
}) {
  return (
    <ul
      className={`${marquee.copy} ${hidden ? marquee.duplicate : ''}`}
      aria-hidden={hidden ? 'true' : undefined}
    >
      {partners.map((partner) => (
        <li key={partner.id}>
          <ExternalLink
            href={partner.url}
            className={styles.partnerLink}
            tabIndex={hidden ? -1 : undefined}
          >
            <ResponsiveImage
              src={partner.logo}
              alt={partner.name}
              sizes={imageSizes.logo}
              width={240}
              height={80}
              // Below the fold; lazy also keeps preload hints for them out of /about/'s payload.
              loading="lazy"
              className={styles.partnerLogo}
            />
            <span className={visuallyHidden}>{newTab}</span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}

/** A looping strip of every partner; it stops under the pointer or keyboard focus. */
export function PartnerCarousel({
  partners,
  newTab,
}: {
  partners: readonly Partner[];
  newTab: string;
}) {
  return (
    <div className={`${marquee.viewport} ${styles.partnerStrip}`} data-pagefind-ignore="all">
      <div className={marquee.track} data-marquee="">
        <PartnerLogos partners={partners} newTab={newTab} />
        <PartnerLogos partners={partners} newTab={newTab} hidden />
      </div>
    </div>
  );
}
