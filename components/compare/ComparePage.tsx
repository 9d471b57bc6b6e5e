import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { specKeys } from '@/content/constants';
import { basePath } from '@/lib/site';
import { LocaleLink } from '@/components/locale-link/LocaleLink';
import { PageHeader } from '@/components/page-header/PageHeader';
import { loadListToggleLabels } from '@/components/list-toggles/loadListToggleLabels';
import { container } from '@/styles/utilities.css';
import { noScript, scripted } from '@/components/quote-list/QuotePage.css';
import type { CompareLabels } from './compareLabels';
import { CompareView } from './CompareView';

const keys = [
  'loading',
  'empty',
  'browse',
  'specification',
  'differencesOnly',
  'differs',
  'notStated',
  'noDifferences',
  'remove',
  'clear',
  'copy',
  'copied',
  'cancel',
  'priceOnRequest',
] as const;
const templates = [
  'unknown',
  'tooMany',
  'caption',
  'removeLabel',
  'replaceText',
  'replaceButton',
] as const;

/** The comparison lives in the visitor's browser and address; the island draws it. */
export async function ComparePage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ComparePage' });
  const spec = await getTranslations({ locale, namespace: 'ProductSpecs' });
  const labels: CompareLabels = {
    ...(Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<
      (typeof keys)[number],
      string
    >),
    ...(Object.fromEntries(templates.map((key) => [key, t.raw(key) as string])) as Record<
      (typeof templates)[number],
      string
    >),
    lists: await loadListToggleLabels(locale),
    specLabels: Object.fromEntries(specKeys.map((key) => [key, spec(key)])),
  };
  return (
    <div className={container}>
      <PageHeader title={t('title')} lead={t('lead')} />
      <p className={noScript}>
        {t('noScript')}{' '}
        <LocaleLink locale={locale} href="/catalog">
          {t('browse')}
        </LocaleLink>
      </p>
      <div className={scripted}>
        <CompareView localeBase={`${basePath}/${locale}`} labels={labels} keyOrder={specKeys} />
      </div>
    </div>
  );
}
