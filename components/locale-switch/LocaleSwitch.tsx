import { getTranslations } from 'next-intl/server';
import { routing, type Locale } from '@/i18n/routing';
import { LocaleSwitchLinks, type LocaleOption } from './LocaleSwitchLinks';

export async function LocaleSwitch({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'LocaleSwitch' });
  const options: LocaleOption[] = routing.locales.map((value) => ({
    locale: value,
    short: t(value),
    name: t(`${value}Name`),
  }));
  return <LocaleSwitchLinks current={locale} options={options} label={t('label')} />;
}
