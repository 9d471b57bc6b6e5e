import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { ListToggleLabels } from './listToggleLabels';

export async function loadListToggleLabels(locale: Locale): Promise<ListToggleLabels> {
  const t = await getTranslations({ locale, namespace: 'ListToggles' });
  return {
    add: t('add'),
    addLabel: t.raw('addLabel') as string,
    remove: t('remove'),
    removeLabel: t.raw('removeLabel') as string,
    inList: t('inList'),
    compare: t('compare'),
    compareLabel: t.raw('compareLabel') as string,
  };
}
