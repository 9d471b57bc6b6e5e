import type { Locale } from '@/i18n/routing';
import type { ServiceArea as Area } from '@/content/schema';
import * as styles from './ServiceRequest.css';

/** Each city with its call-out fee or visiting days, then the terms. */
export function ServiceArea({
  locale,
  area,
  heading,
}: {
  locale: Locale;
  area: Area;
  heading: string;
}) {
  return (
    <section aria-labelledby="service-area-heading" className={styles.area}>
      <h3 id="service-area-heading" className={styles.areaHeading}>
        {heading}
      </h3>
      <ul className={styles.cities}>
        {area.cities.map((city) => (
          <li key={city.name.en}>
            <strong>{city.name[locale]}</strong>
            {city.note ? ` — ${city.note[locale]}` : null}
          </li>
        ))}
      </ul>
      {area.terms[locale].map((paragraph) => (
        <p key={paragraph} className={styles.lead}>
          {paragraph}
        </p>
      ))}
    </section>
  );
}
