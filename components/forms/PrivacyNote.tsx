import type { Locale } from '@/i18n/routing';
import { Link } from '@/components/link/Link';
import * as styles from './Form.css';

export interface PrivacyLabels {
  locale: Locale;
  /** What is kept, why, for how long and whom to ask to delete it, filled on the server. */
  text: string;
  link: string;
}

/** The privacy page holds the detail; this line is what a visitor needs before sending. */
export function PrivacyNote({ labels }: { labels: PrivacyLabels }) {
  return (
    <p className={styles.privacy}>
      {labels.text}{' '}
      <Link locale={labels.locale} href="/info/privacy">
        {labels.link}
      </Link>
    </p>
  );
}
