import { CountUp } from '@/components/counters/CountUp';
import { counterDelay } from '@/components/counters/counterTiming';
import { visuallyHidden } from '@/styles/utilities.css';
import * as styles from './AboutPage.css';

export interface AboutStat {
  id: string;
  value: number;
  suffix: string;
  label: string;
}

/** Four figures that count up once when they come into view. */
export function AboutStats({ heading, stats }: { heading: string; stats: readonly AboutStat[] }) {
  return (
    <section aria-labelledby="about-stats" className={styles.section}>
      <h2 id="about-stats" className={visuallyHidden}>
        {heading}
      </h2>
      <ul className={styles.stats}>
        {stats.map((stat, i) => (
          <li key={stat.id} className={styles.stat}>
            <span className={styles.statNumber}>
              {/* The animated copy is for the eye: screen readers and the search index read the other. */}
              <span aria-hidden="true" data-pagefind-ignore="">
                <CountUp value={stat.value} suffix={stat.suffix} delayMs={counterDelay(i)} />
              </span>
              <span className={visuallyHidden}>
                {stat.value}
                {stat.suffix}
              </span>
            </span>{' '}
            <span className={styles.statLabel}>{stat.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
