import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import * as styles from './DevNotice.css';

/**
 * Under `npm run dev` only: says what the page lacks next to the export (search index, policy,
 * deferred scripts; scripts/build/dev.mjs prints the full list). The build drops it.
 */
export async function DevNotice({ locale }: { locale: Locale }) {
  if (process.env.NODE_ENV !== 'development') return null;
  const t = await getTranslations({ locale, namespace: 'DevNotice' });
  return (
    <p role="note" className={styles.notice}>
      {t('text')}
    </p>
  );
}
