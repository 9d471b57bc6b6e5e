import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import * as styles from './DevNotice.css';

/** `npm run dev` only (scripts/build/dev.mjs lists what dev lacks); the build drops it. */
export async function DevNotice({ locale }: { locale: Locale }) {
  if (process.env.NODE_ENV !== 'development') return null;
  const t = await getTranslations({ locale, namespace: 'DevNotice' });
  return (
    <p role="note" className={styles.notice}>
      {t('text')}
    </p>
  );
}
